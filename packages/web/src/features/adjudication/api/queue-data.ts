import { contracts, userMayCall } from '@preauth/shared';
import type { StartScreenData } from '../../../lib/screen-data';
import { queueQuery, readQueueView } from '../lib/queue-view';
import { adjudicationQueueCountsQueryOptions, adjudicationQueueQueryOptions } from './get-queue';

/** The work queue's first calls: the counts per status and the list's page in the address. */
export const startQueueData: StartScreenData = (queryClient, { userType, searchParams }) => {
  if (!userMayCall(contracts.listAdjudicationQueue.callers, userType)) return;
  void queryClient.prefetchQuery(adjudicationQueueCountsQueryOptions());
  void queryClient.prefetchQuery(
    adjudicationQueueQueryOptions(queueQuery(readQueueView(searchParams))),
  );
};
