import type { RequestTotalItem } from '@preauth/shared';
import { PageLoading } from '../../../components/ui/page-loading';
import { SmallScreenDisclosure } from '../../../components/ui/small-screen-disclosure';
import { useRequestTotals } from '../api/get-request-totals';
import { LoadError } from '../../../components/errors/load-error';
import './request-totals.css';

/**
 * Total requests per patient as bars scaled to the largest total (000 §2.4). On a phone the bars
 * wait behind a button that gives the sum, so a family of many patients does not push the first
 * request below the first screen.
 */
export function RequestTotals() {
  const totals = useRequestTotals();
  return (
    <section className="card dashboard__section" aria-labelledby="request-totals-title">
      <h2 id="request-totals-title">Total requests</h2>
      {totals.isPending ? (
        <PageLoading label="Loading the totals…" />
      ) : totals.isError ? (
        <LoadError error={totals.error} onRetry={() => void totals.refetch()} />
      ) : totals.data.length === 0 ? (
        <p className="muted">You don&apos;t have any requests yet.</p>
      ) : (
        <SmallScreenDisclosure label="Per patient" summary={sumOf(totals.data)}>
          <TotalsBars totals={totals.data} />
        </SmallScreenDisclosure>
      )}
    </section>
  );
}

function sumOf(totals: RequestTotalItem[]): string {
  const sum = totals.reduce((all, { total }) => all + total, 0);
  return `${sum} ${sum === 1 ? 'request' : 'requests'}`;
}

function TotalsBars({ totals }: { totals: RequestTotalItem[] }) {
  const max = Math.max(...totals.map((t) => t.total));
  return (
    <ul className="request-totals">
      {/* Two patients may share a name, so the position is part of the key. */}
      {totals.map(({ patientName, total }, index) => (
        <li key={`${index}-${patientName}`} className="request-totals__item">
          <span className="request-totals__name">{patientName}</span>
          <span className="request-totals__track" aria-hidden="true">
            <span
              className="request-totals__bar"
              style={{ inlineSize: `${(total / max) * 100}%` }}
            />
          </span>
          <span className="request-totals__count">
            {total}
            <span className="visually-hidden">{total === 1 ? ' request' : ' requests'}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
