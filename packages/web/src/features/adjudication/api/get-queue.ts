import {
  type AdjudicationQueue,
  type AdjudicationQueueCounts,
  type AdjudicationQueueQuery,
  contracts,
} from '@preauth/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** `GET /api/adjudication/queue`: one page of the insurer's requests, earliest due first. */
export function getAdjudicationQueue(
  query: AdjudicationQueueQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AdjudicationQueue> {
  return callApi(contracts.listAdjudicationQueue, { query, signal });
}

/** Under `['adjudication']`, so a decision or a hold refreshes the queue with the case. */
export const adjudicationQueueQueryOptions = (query: AdjudicationQueueQuery) =>
  queryOptions({
    queryKey: ['adjudication', 'queue', 'list', query],
    queryFn: ({ signal }) => getAdjudicationQueue(query, { signal }),
  });

/** The page stays on screen while the next one loads (`isPlaceholderData` tells). */
export function useAdjudicationQueue(query: AdjudicationQueueQuery) {
  return useQuery({ ...adjudicationQueueQueryOptions(query), placeholderData: keepPreviousData });
}

/** `GET /api/adjudication/queue/counts`: the requests per status, and how many are overdue. */
export function getAdjudicationQueueCounts({
  signal,
}: { signal?: AbortSignal } = {}): Promise<AdjudicationQueueCounts> {
  return callApi(contracts.countAdjudicationQueue, { signal });
}

export const adjudicationQueueCountsQueryOptions = () =>
  queryOptions({
    queryKey: ['adjudication', 'queue', 'counts'],
    queryFn: ({ signal }) => getAdjudicationQueueCounts({ signal }),
  });

export function useAdjudicationQueueCounts() {
  return useQuery(adjudicationQueueCountsQueryOptions());
}
