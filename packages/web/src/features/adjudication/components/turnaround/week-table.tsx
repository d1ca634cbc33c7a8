import type { TurnaroundWeek } from '@preauth/shared';
import { useId } from 'react';
import { outOf, percent, periodText, TURNAROUND_TEXTS, workingDays } from './turnaround-texts';

/**
 * The weeks' numbers (the charts' text alternative and their detail): decisions, median and 90th
 * percentile, the share within the target, the requests that fell due that week and were still
 * undecided past it, and expiries. It scrolls sideways in its own box on a
 * phone.
 */
export function WeekTable({ weeks }: { weeks: readonly TurnaroundWeek[] }) {
  const captionId = useId();
  return (
    <div className="turnaround-table" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table>
        <caption id={captionId}>Week by week</caption>
        <thead>
          <tr>
            <th scope="col">Week</th>
            <th scope="col">Decisions</th>
            <th scope="col">Median</th>
            <th scope="col">90th percentile</th>
            <th scope="col">{TURNAROUND_TEXTS.withinTarget}</th>
            <th scope="col">{TURNAROUND_TEXTS.overdueUndecided}</th>
            <th scope="col">Expired</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.from}>
              <th scope="row">{periodText(week)}</th>
              <td>{week.decisions.total}</td>
              <td>{workingDays(week.timing.medianWorkingDays)}</td>
              <td>{workingDays(week.timing.p90WorkingDays)}</td>
              <td>
                {percent(week.timing.withinTargetShare)}
                {outOf(week.timing.withinTarget, week.timing.timed + week.timing.overdueUndecided)}
              </td>
              <td>{week.timing.overdueUndecided}</td>
              <td>{week.expiries.total}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
