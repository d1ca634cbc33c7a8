import {
  type RequestListQuery,
  type RequestListResponse,
  requestListResponseSchema,
} from '@preauth/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `GET /api/requests`: one page of the caller's requests, filtered and sorted. */
export function getRequests(
  query: RequestListQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<RequestListResponse> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return api.get(`/requests?${params}`, requestListResponseSchema, { signal });
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
