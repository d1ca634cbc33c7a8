import { type Actor, PAGE_SIZES } from '@preauth/shared';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PageLoading } from '../../../components/ui/page-loading';
import { Pagination, pageCount } from '../../../components/ui/pagination';
import { SmallScreenDisclosure } from '../../../components/ui/small-screen-disclosure';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { isRemoteAuthoriserSession } from '../../../lib/session-storage';
import { useRequests } from '../api/get-requests';
import {
  type ListFilters,
  type ListView,
  listQuery,
  listViewParams,
  readListView,
} from '../lib/list-view';
import { LoadError } from '../../../components/errors/load-error';
import { RequestFilters } from './request-filters';
import { RequestListItem } from './request-list-item';
import { RequestSorter } from './request-sorter';
import './my-requests.css';

/** "2 on" when two filters are in force, so the closed Filters button on a phone says so. */
function filtersOn(filters: ListFilters): string | undefined {
  const count = Object.values(filters).filter((value) => value !== undefined).length;
  return count > 0 ? `${count} on` : undefined;
}

/**
 * 'My requests': filters, sort and a page of 10 (the insured patient's: their own requests, so no
 * patient filter), all kept in the URL so that a reload or a shared
 * link shows the same list. A new filter or sort starts again at page 1. On a phone the filters
 * and sort wait behind a Filters button, so the first requests are on the first screen.
 */
export function MyRequests({ actor = 'policy-holder' }: { actor?: Actor }) {
  const ownOnly = actor === 'insured-patient';
  const [searchParams, setSearchParams] = useSearchParams();
  const view = useMemo(() => readListView(searchParams), [searchParams]);
  const requests = useRequests(listQuery(view));
  const show = (next: ListView, replace = false) =>
    setSearchParams(listViewParams(next), { replace });

  return (
    <section className="card dashboard__section" aria-labelledby="my-requests-title">
      <div className="my-requests__head split-row">
        <h2 id="my-requests-title">My requests</h2>
        {/* The remote authoriser's session is for its one request: it raises none. The insured
            patient raises one for themselves (record 084). */}
        {!isRemoteAuthoriserSession() && <Button to={paths.newRequest}>New Request</Button>}
      </div>
      <SmallScreenDisclosure label="Filters" summary={filtersOn(view.filters)}>
        <RequestFilters
          filters={view.filters}
          onApply={(filters) => show({ ...view, filters, page: 1 })}
          byPatient={!ownOnly}
        />
        <RequestSorter sort={view.sort} onChange={(sort) => show({ ...view, sort, page: 1 })} />
      </SmallScreenDisclosure>

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
            {requests.data.list.map((item) => (
              <RequestListItem key={item.paId} item={item} actor={actor} />
            ))}
          </ul>
          <Pagination
            page={view.page}
            total={requests.data.total}
            pageSize={PAGE_SIZES.dashboard}
            label="Request pages"
            // Leaving a page beyond the last (000 §2.12) replaces it, so Back does not return to it.
            onPageChange={(page) =>
              show(
                { ...view, page },
                view.page > pageCount(requests.data.total, PAGE_SIZES.dashboard),
              )
            }
          />
        </>
      )}
    </section>
  );
}
