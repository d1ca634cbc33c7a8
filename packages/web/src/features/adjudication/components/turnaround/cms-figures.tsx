import type { CmsFigures, Turnaround } from '@preauth/shared';
import { Figure } from './turnaround-figures';
import { hours, percentage, workingDays } from './turnaround-texts';

type Clock = keyof Turnaround['cms'];

/** Each clock's name, in the order shown. */
const CLOCK_TITLES: Record<Clock, string> = {
  standard: 'Standard requests',
  urgent: 'Urgent requests',
};

/** One clock's figures: approved and denied, average and median time to decide. */
function ClockFigures({ clock, figures }: { clock: Clock; figures: CmsFigures }) {
  const titleId = `turnaround-cms-${clock}`;
  const ofDecisions = `of ${figures.decisions} decisions`;
  return (
    <section aria-labelledby={titleId}>
      <h4 id={titleId}>{CLOCK_TITLES[clock]}</h4>
      <dl className="turnaround-figures">
        <Figure label="Approved" value={percentage(figures.approvedPercent)} detail={ofDecisions} />
        <Figure label="Denied" value={percentage(figures.deniedPercent)} detail={ofDecisions} />
        <Figure
          label="Average time"
          value={hours(figures.averageHours)}
          detail={workingDays(figures.averageWorkingDays)}
        />
        <Figure
          label="Median time"
          value={hours(figures.medianHours)}
          detail={workingDays(figures.medianWorkingDays)}
        />
      </dl>
    </section>
  );
}

/**
 * The figures payers publish under CMS-0057-F, per clock: the percentages approved and denied of
 * the decisions made, and the average and median time to decide, in hours and in working days.
 */
export function CmsReport({ turnaround }: { turnaround: Turnaround }) {
  return (
    <section className="turnaround-section" aria-labelledby="turnaround-cms-title">
      <h3 id="turnaround-cms-title">CMS-0057-F figures</h3>
      <p className="muted">
        As payers publish them under the CMS Interoperability and Prior Authorization rule, timed
        from all information received to the decision. An amendment request is neither approved nor
        denied, so the two need not add up to 100%.
      </p>
      {(Object.keys(CLOCK_TITLES) as Clock[]).map((clock) => (
        <ClockFigures key={clock} clock={clock} figures={turnaround.cms[clock]} />
      ))}
    </section>
  );
}
