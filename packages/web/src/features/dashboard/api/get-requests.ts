import { type RequestListQuery, type RequestListResponse, contracts } from '@preauth/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** `GET /api/requests`: one page of the caller's requests, filtered and sorted. */
export function getRequests(
  query: RequestListQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<RequestListResponse> {
  // An empty filter box is no filter: left out of the query rather than sent empty.
  const filled = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''));
  return callApi(contracts.listRequests, { query: filled, signal });
}

export const getRequestsQueryOptions = (query: RequestListQuery) =>
  queryOptions({
    queryKey: ['requests', 'list', query],
    queryFn: ({ signal }) => getRequests(query, { signal }),
  });

/** The page stays on screen while the next one loads (`isPlaceholderData` tells). */
export function useRequests(query: RequestListQuery) {
  return useQuery({ ...getRequestsQueryOptions(query), placeholderData: keepPreviousData });
}
