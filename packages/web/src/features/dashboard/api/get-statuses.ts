import { type StatusOption, contracts } from '@preauth/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** `GET /api/statuses`: the options of the list's status filter. */
export function getStatuses({ signal }: { signal?: AbortSignal } = {}): Promise<StatusOption[]> {
  return callApi(contracts.listStatuses, { signal });
}

export const getStatusesQueryOptions = () =>
  queryOptions({
    queryKey: ['statuses'],
    queryFn: ({ signal }) => getStatuses({ signal }),
  });

export function useStatuses() {
  return useQuery(getStatusesQueryOptions());
}
