import { type DoctorRequestsQuery, contracts } from '@preauth/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** `GET /api/doctor/requests`: one page of the logged-in doctor's requests (record 084). */
export function useDoctorRequests(query: DoctorRequestsQuery) {
  return useQuery({
    queryKey: ['requests', 'doctor', query],
    queryFn: ({ signal }) => callApi(contracts.listDoctorRequests, { query, signal }),
    // The page stays on screen while the next one loads (`isPlaceholderData` tells).
    placeholderData: keepPreviousData,
  });
}
