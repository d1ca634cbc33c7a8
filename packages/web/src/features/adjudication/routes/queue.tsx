import { contracts, statusLabel } from '@preauth/shared';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/layouts/page-heading';
import { RequireCallers } from '../../../components/screens/require-callers';
import { loadedOnUse } from '../../../components/ui/loaded-on-use';
import { SmallScreenDisclosure } from '../../../components/ui/small-screen-disclosure';
import { EmailDigest } from '../components/queue/email-digest';
import { QueueCounts } from '../components/queue/queue-counts';
import { QueueList } from '../components/queue/queue-list';
import { filtersOn, type QueueView, queueViewParams, readQueueView } from '../lib/queue-view';
import './queue.css';

/** The filters load on use: their form kit is most of the queue's code (issue 27). */
const QueueFilterForm = loadedOnUse(
  () => import('../components/queue/queue-filters').then((m) => m.QueueFilterForm),
  'Loading the filters…',
);

/** What the list holds, as its heading: "Processing", "Processing · overdue · urgent". */
const listTitle = ({ filters }: QueueView) =>
  [
    statusLabel(filters.statusCode),
    filters.due === 'overdue' && 'overdue',
    filters.urgent === true && 'urgent',
  ]
    .filter(Boolean)
    .join(' · ');

/**
 * The adjudicator's work queue (issue 14; its landing): the counts per status, the filters, and a
 * page of 20 requests urgent first, then earliest due, all kept in the URL so a reload or a shared link shows
 * the same list. A new filter starts again at page 1. On a phone the filters wait behind a
 * Filters button. The adjudicator can email themselves today's digest. Only the insurer's
 * adjudicators have a queue.
 */
export function QueueRoute() {
  return (
    <RequireCallers contract={contracts.listAdjudicationQueue}>
      <Queue />
    </RequireCallers>
  );
}

function Queue() {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = useMemo(() => readQueueView(searchParams), [searchParams]);
  const show = (next: QueueView, replace = false) =>
    setSearchParams(queueViewParams(next), { replace });

  return (
    <section className="queue" aria-labelledby="queue-title">
      <PageHeading id="queue-title" title="Work queue" />
      <EmailDigest />
      <QueueCounts filters={view.filters} onShow={(filters) => show({ filters, page: 1 })} />
      <section className="card queue__section" aria-labelledby="queue-list-title">
        <h2 id="queue-list-title">{listTitle(view)}</h2>
        <SmallScreenDisclosure label="Filters" summary={filtersOn(view.filters)}>
          <QueueFilterForm
            filters={view.filters}
            onApply={(filters) => show({ filters, page: 1 })}
          />
        </SmallScreenDisclosure>
        <QueueList view={view} onPageChange={(page, replace) => show({ ...view, page }, replace)} />
      </section>
    </section>
  );
}
