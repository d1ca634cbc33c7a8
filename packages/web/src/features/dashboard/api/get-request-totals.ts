import { type RequestTotalItem, contracts } from '@preauth/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** `GET /api/requests/totals`: how many requests each patient has. */
export function getRequestTotals({ signal }: { signal?: AbortSignal } = {}): Promise<
  RequestTotalItem[]
> {
  return callApi(contracts.listRequestTotals, { signal });
}

export const getRequestTotalsQueryOptions = () =>
  queryOptions({
    queryKey: ['requests', 'totals'],
    queryFn: ({ signal }) => getRequestTotals({ signal }),
  });

export function useRequestTotals() {
  return useQuery(getRequestTotalsQueryOptions());
}
