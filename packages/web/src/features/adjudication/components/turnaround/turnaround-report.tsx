import type { TurnaroundQuery } from '@preauth/shared';
import { LoadError } from '../../../../components/errors/load-error';
import { PageLoading } from '../../../../components/ui/page-loading';
import { Spinner } from '../../../../components/ui/spinner';
import { useTurnaround } from '../../api/get-turnaround';
import { TurnaroundFigures } from './turnaround-figures';
import { periodText, TURNAROUND_TEXTS } from './turnaround-texts';
import { WeekChart } from './week-chart';
import { WeekTable } from './week-table';
import './turnaround.css';

/**
 * The turnaround of a period: the figures, a chart of the decisions and one of the median time
 * per week, and the table of the weeks' numbers. A period in which nothing happened says so in
 * one sentence instead. The figures on screen stay, dimmed, while another period's load.
 */
export function TurnaroundReport({ period }: { period: TurnaroundQuery }) {
  const turnaround = useTurnaround(period);
  const shown = turnaround.data ?? period;
  return (
    <section className="card" aria-labelledby="turnaround-report-title">
      <h2 id="turnaround-report-title">{periodText(shown)}</h2>
      {/* Always in the page, so the screen reader hears when another period starts loading. */}
      <p className="page-loading calendar-page__notice" role="status">
        {turnaround.isPlaceholderData && (
          <>
            <Spinner /> Loading…
          </>
        )}
      </p>
      {turnaround.isPending ? (
        <PageLoading label="Loading the turnaround…" />
      ) : turnaround.isError ? (
        <LoadError error={turnaround.error} onRetry={() => void turnaround.refetch()} />
      ) : turnaround.data.decisions.total === 0 && turnaround.data.expiries.total === 0 ? (
        <p className="calendar-page__empty">{TURNAROUND_TEXTS.empty(turnaround.data)}</p>
      ) : (
        <div className="turnaround-report" aria-busy={turnaround.isPlaceholderData || undefined}>
          <TurnaroundFigures turnaround={turnaround.data} />
          <div className="turnaround-charts">
            <WeekChart
              title="Decisions per week"
              weeks={turnaround.data.weeks}
              value={(week) => week.decisions.total}
            />
            <WeekChart
              title="Median working days to decide, per week"
              weeks={turnaround.data.weeks}
              value={(week) => week.timing.medianWorkingDays}
            />
          </div>
          <WeekTable weeks={turnaround.data.weeks} />
        </div>
      )}
    </section>
  );
}
