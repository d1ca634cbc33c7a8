import type { Turnaround, TurnaroundQuery } from '@preauth/shared';
import { LoadError } from '../../../../components/errors/load-error';
import { Button } from '../../../../components/ui/button';
import { PageLoading } from '../../../../components/ui/page-loading';
import { Spinner } from '../../../../components/ui/spinner';
import { useDownloadTurnaroundCsv } from '../../api/download-turnaround-csv';
import { useTurnaround } from '../../api/get-turnaround';
import { CmsReport } from './cms-figures';
import { DeciderTables } from './decider-tables';
import { TurnaroundFigures } from './turnaround-figures';
import { periodText, TURNAROUND_TEXTS } from './turnaround-texts';
import { WeekChart } from './week-chart';
import { WeekTable } from './week-table';
import './turnaround.css';

/** Nothing happened: no decision (nor reversed approval), no expiry, nothing fell overdue. */
const isQuiet = ({ decisions, automaticReversed, timing, expiries }: Turnaround) =>
  decisions.total + automaticReversed + timing.overdueUndecided + expiries.total === 0;

/** The period's CSV, for the period shown; busy (and not clickable again) while it downloads. */
function CsvDownload({ period }: { period: TurnaroundQuery }) {
  const download = useDownloadTurnaroundCsv();
  return (
    <p className="turnaround-report__actions">
      <Button
        variant="secondary"
        onClick={() => download.mutate(period)}
        isLoading={download.isPending}
      >
        {download.isPending ? TURNAROUND_TEXTS.csvBusy : TURNAROUND_TEXTS.csv}
      </Button>
    </p>
  );
}

/**
 * The turnaround of a period: the figures, a chart of the decisions and one of the median time
 * per week, the table of the weeks' numbers, who decided, and CMS-0057-F's figures, with the
 * period's CSV. A period in which nothing happened says so in one sentence instead. The figures
 * on screen stay, dimmed, while another period's load.
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
      ) : isQuiet(turnaround.data) ? (
        <p className="calendar-page__empty">{TURNAROUND_TEXTS.empty(turnaround.data)}</p>
      ) : (
        <div className="turnaround-report" aria-busy={turnaround.isPlaceholderData || undefined}>
          <CsvDownload period={{ from: turnaround.data.from, to: turnaround.data.to }} />
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
          <DeciderTables turnaround={turnaround.data} />
          <CmsReport turnaround={turnaround.data} />
        </div>
      )}
    </section>
  );
}
