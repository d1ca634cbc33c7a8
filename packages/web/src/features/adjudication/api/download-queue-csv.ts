import {
  type AdjudicationQueueQuery,
  contracts,
  QUEUE_CSV_FILE_NAME,
  singaporeDate,
} from '@preauth/shared';
import { useMutation } from '@tanstack/react-query';
import { urlOf } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';

/** `GET /api/adjudication/queue.csv` with the list's filters and order, saved as work-queue-{status}-{day}.csv. */
export function downloadQueueCsv(query: AdjudicationQueueQuery): Promise<void> {
  return downloadFile(
    urlOf(contracts.downloadAdjudicationQueueCsv, { query }),
    QUEUE_CSV_FILE_NAME(query.statusCode ?? 'PRO', singaporeDate(new Date())),
  );
}

/** The queue's CSV for a button: a mutation, so a failure takes the app's one error path. */
export function useDownloadQueueCsv() {
  return useMutation({ mutationFn: downloadQueueCsv });
}
