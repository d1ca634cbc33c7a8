import { type AdjudicationQueueCounts, type StatusCode, statusLabel } from '@preauth/shared';
import { LoadError } from '../../../../components/errors/load-error';
import { Spinner } from '../../../../components/ui/spinner';
import { useAdjudicationQueueCounts } from '../../api/get-queue';
import { DEFAULT_STATUS, type QueueFilters } from '../../lib/queue-view';
import './queue-counts.css';

type CountButton = {
  key: string;
  label: string;
  total: number;
  /** `total` is a count that stopped early: at least that many ("1000+"). */
  totalIsLowerBound?: boolean;
  filters: QueueFilters;
  overdue?: boolean;
};

/**
 * Processing first, then its overdue ones and its urgent ones, then every other status that has
 * requests (and the one shown, even when it has none).
 */
function countButtons(counts: AdjudicationQueueCounts, shown: StatusCode): CountButton[] {
  const byStatus = (code: StatusCode): CountButton => ({
    key: code,
    label: statusLabel(code),
    total: counts.statuses.find((s) => s.statusCode === code)?.total ?? 0,
    filters: { statusCode: code },
  });
  return [
    byStatus(DEFAULT_STATUS),
    {
      key: 'overdue',
      label: 'Overdue',
      total: counts.overdue,
      totalIsLowerBound: counts.overdueIsLowerBound,
      filters: { statusCode: DEFAULT_STATUS, due: 'overdue' },
      overdue: true,
    },
    {
      key: 'urgent',
      label: 'Urgent',
      total: counts.urgent,
      filters: { statusCode: DEFAULT_STATUS, urgent: true },
    },
    ...counts.statuses
      .filter((s) => s.statusCode !== DEFAULT_STATUS && (s.total > 0 || s.statusCode === shown))
      .map((s) => byStatus(s.statusCode)),
  ];
}

/** Whether the list shows exactly what a count counts (that status, the overdue or urgent ones). */
const isShown = (button: CountButton, filters: QueueFilters) =>
  button.filters.statusCode === filters.statusCode &&
  (button.filters.due === 'overdue') === (filters.due === 'overdue') &&
  (button.filters.urgent === true) === (filters.urgent === true);

/**
 * The insurer's requests per status and the overdue and urgent ones, each a button that shows those in the
 * list (its other filters cleared, so the list holds what the count counts).
 */
export function QueueCounts({
  filters,
  onShow,
}: {
  filters: QueueFilters;
  onShow: (filters: QueueFilters) => void;
}) {
  const counts = useAdjudicationQueueCounts();
  return (
    <section className="queue-counts" aria-labelledby="queue-counts-title">
      <h2 id="queue-counts-title" className="queue-counts__title">
        Requests by status
      </h2>
      {counts.isPending ? (
        <p role="status" className="queue-counts__loading">
          <Spinner /> Loading the counts…
        </p>
      ) : counts.isError ? (
        <LoadError error={counts.error} onRetry={() => void counts.refetch()} />
      ) : (
        <ul className="inline-list">
          {countButtons(counts.data, filters.statusCode).map((button) => (
            <li key={button.key}>
              <button
                type="button"
                className={
                  button.overdue && button.total > 0
                    ? 'queue-count queue-count--overdue'
                    : 'queue-count'
                }
                aria-pressed={isShown(button, filters)}
                onClick={() => onShow(button.filters)}
              >
                <span className="queue-count__total">
                  {button.total}
                  {button.totalIsLowerBound && '+'}
                </span>{' '}
                <span className="queue-count__label">{button.label}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
