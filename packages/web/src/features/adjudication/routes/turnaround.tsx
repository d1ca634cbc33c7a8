import { contracts, type TurnaroundQuery } from '@preauth/shared';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/layouts/page-heading';
import { RequireCallers } from '../../../components/screens/require-callers';
import { PeriodForm } from '../components/turnaround/period-form';
import { TurnaroundReport } from '../components/turnaround/turnaround-report';
import { TURNAROUND_TEXTS } from '../components/turnaround/turnaround-texts';
import { readPeriod } from '../lib/calendar-views';
import './calendar-pages.css';

/**
 * The insurer's turnaround (issue 14): for a period (in the URL, the last 12 weeks by default),
 * the decisions made, the time to decide in working days and the expiries, whole and per week.
 * Only the insurer's adjudicators see it.
 */
export function TurnaroundRoute() {
  return (
    <RequireCallers contract={contracts.getTurnaround}>
      <Turnaround />
    </RequireCallers>
  );
}

function Turnaround() {
  const [searchParams, setSearchParams] = useSearchParams();
  const period = useMemo(() => readPeriod(searchParams), [searchParams]);
  const show = (next: TurnaroundQuery) => setSearchParams(next);

  return (
    <section className="calendar-page" aria-labelledby="turnaround-title">
      <PageHeading id="turnaround-title" title={TURNAROUND_TEXTS.title} />
      <p>{TURNAROUND_TEXTS.intro}</p>
      <section className="card" aria-labelledby="turnaround-period-title">
        <h2 id="turnaround-period-title">Period</h2>
        <PeriodForm period={period} onApply={show} />
      </section>
      <TurnaroundReport period={period} />
    </section>
  );
}
