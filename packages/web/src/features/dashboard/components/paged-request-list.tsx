import { PAGE_SIZES } from '@preauth/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '../../../components/errors/load-error';
import { PageLoading } from '../../../components/ui/page-loading';
import { Pagination, pageCount } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';

/**
 * A page of a request list as it loads (000 §2.12): progress while the first page loads and
 * while the next replaces it (dimmed), the error with a retry, "No results found!", the items
 * and the page numbers. `onPageChange` is told to replace the history entry when leaving a page
 * beyond the last, so Back does not return to it.
 */
export function PagedRequestList<Item extends { paId: string }>({
  requests,
  page,
  onPageChange,
  children,
}: {
  requests: UseQueryResult<{ list: Item[]; total: number }>;
  page: number;
  onPageChange: (page: number, replace: boolean) => void;
  children: (item: Item) => ReactNode;
}) {
  return (
    <>
      {/* Always in the page, so the screen reader hears when a page starts loading. */}
      <p className="my-requests__loading" role="status">
        {requests.isPlaceholderData && (
          <>
            <Spinner /> Loading…
          </>
        )}
      </p>

      {requests.isPending ? (
        <PageLoading label="Loading your requests…" />
      ) : requests.isError ? (
        <LoadError error={requests.error} onRetry={() => void requests.refetch()} />
      ) : requests.data.total === 0 ? (
        <p className="my-requests__empty">No results found!</p>
      ) : (
        <>
          <ul
            className="request-list"
            aria-label="Requests"
            aria-busy={requests.isPlaceholderData || undefined}
          >
            {requests.data.list.map(children)}
          </ul>
          <Pagination
            page={page}
            total={requests.data.total}
            pageSize={PAGE_SIZES.dashboard}
            label="Request pages"
            onPageChange={(next) =>
              onPageChange(next, page > pageCount(requests.data.total, PAGE_SIZES.dashboard))
            }
          />
        </>
      )}
    </>
  );
}
