import type { Actor } from '@preauth/shared';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { loadedOnUse } from '../../../components/ui/loaded-on-use';
import { SmallScreenDisclosure } from '../../../components/ui/small-screen-disclosure';
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
import { PagedRequestList } from './paged-request-list';
import { RequestListItem } from './request-list-item';
import './my-requests.css';

/** "2 on" when two filters are in force, so the closed Filters button on a phone says so. */
function filtersOn(filters: ListFilters): string | undefined {
  const count = Object.values(filters).filter((value) => value !== undefined).length;
  return count > 0 ? `${count} on` : undefined;
}

/** The filters and sort load on use: their form kit is most of the dashboard's code (issue 27). */
const RequestFilters = loadedOnUse(
  () => import('./request-filters').then((m) => m.RequestFilters),
  'Loading the filters…',
);
const RequestSorter = loadedOnUse(
  () => import('./request-sorter').then((m) => m.RequestSorter),
  'Loading the sort…',
);

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

      <PagedRequestList
        requests={requests}
        page={view.page}
        onPageChange={(page, replace) => show({ ...view, page }, replace)}
      >
        {(item) => <RequestListItem key={item.paId} item={item} actor={actor} />}
      </PagedRequestList>
    </section>
  );
}
