import { type RequestDetail, contracts } from '@preauth/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from './api-client';
import { useCurrentUser } from './current-user';

type RequestRef = { insurerCode: string; paId: string };

/** The request with the expanded fields (000 §7 "request detail as …/{id}?expanded=true"). */
export function getRequestDetail(
  { insurerCode, paId }: RequestRef,
  { signal }: { signal?: AbortSignal } = {},
): Promise<RequestDetail> {
  return callApi(contracts.getRequest, {
    params: { insurerCode, paId },
    query: { expanded: 'true' },
    signal,
  });
}

export const getRequestDetailQueryOptions = (ref: RequestRef) =>
  queryOptions({
    queryKey: ['requests', ref.insurerCode, ref.paId, 'detail'],
    queryFn: ({ signal }) => getRequestDetail(ref, { signal }),
  });

/** The request `paId` of the logged-in user's insurer. */
export function useRequestDetail(paId: string) {
  const { insurerCode } = useCurrentUser();
  return useQuery(getRequestDetailQueryOptions({ insurerCode, paId }));
}
