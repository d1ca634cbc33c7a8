import { LoadError } from '../../../../components/errors/load-error';
import { PageLoading } from '../../../../components/ui/page-loading';
import { Pagination, pageCount } from '../../../../components/ui/pagination';
import { Button } from '../../../../components/ui/button';
import { Spinner } from '../../../../components/ui/spinner';
import { useDownloadQueueCsv } from '../../api/download-queue-csv';
import { useAdjudicationQueue } from '../../api/get-queue';
import {
  QUEUE_PAGE_SIZE,
  queueFilterQuery,
  type QueueView,
  queueQuery,
  SORT_DESCRIPTIONS,
  sortOf,
} from '../../lib/queue-view';
import { QueueItem } from './queue-item';

/**
 * A page of the queue in the server's order, with the whole filtered list's CSV download (urgent first, then earliest due, unless another is
 * chosen). The page on screen stays, dimmed, while the next one loads.
 */
export function QueueList({
  view,
  onPageChange,
}: {
  view: QueueView;
  /** `replace` when leaving a page beyond the last, so Back does not return to it. */
  onPageChange: (page: number, replace: boolean) => void;
}) {
  const queue = useAdjudicationQueue(queueQuery(view));
  const download = useDownloadQueueCsv();
  return (
    <>
      {/* Always in the page, so the screen reader hears when a page starts loading. */}
      <p className="queue__loading" role="status">
        {queue.isPlaceholderData && (
          <>
            <Spinner /> Loading…
          </>
        )}
      </p>
      {queue.isPending ? (
        <PageLoading label="Loading the queue…" />
      ) : queue.isError ? (
        <LoadError error={queue.error} onRetry={() => void queue.refetch()} />
      ) : queue.data.total === 0 ? (
        <p className="queue__empty">No requests match these filters.</p>
      ) : (
        <>
          <ul
            className="queue-list"
            aria-label={`Requests, ${SORT_DESCRIPTIONS[sortOf(view.filters)]}`}
            aria-busy={queue.isPlaceholderData || undefined}
          >
            {queue.data.list.map((item) => (
              <QueueItem key={item.paId} item={item} />
            ))}
          </ul>
          <Pagination
            page={view.page}
            total={queue.data.total}
            totalIsLowerBound={queue.data.totalIsLowerBound}
            pageSize={QUEUE_PAGE_SIZE}
            label="Queue pages"
            onPageChange={(page) =>
              onPageChange(page, view.page > pageCount(queue.data.total, QUEUE_PAGE_SIZE))
            }
          />
          <p className="queue__actions">
            <Button
              variant="secondary"
              onClick={() => download.mutate(queueFilterQuery(view.filters))}
              isLoading={download.isPending}
            >
              {download.isPending ? 'Preparing the CSV…' : 'Download as CSV'}
            </Button>
          </p>
        </>
      )}
    </>
  );
}
