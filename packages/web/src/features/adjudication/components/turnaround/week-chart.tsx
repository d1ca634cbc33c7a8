import { displayIsoDate, type TurnaroundWeek } from '@preauth/shared';
import { useId } from 'react';
import './week-chart.css';

type WeekChartProps = {
  title: string;
  weeks: readonly TurnaroundWeek[];
  /** The week's number; null draws no bar and says "–" (nothing to measure that week). */
  value: (week: TurnaroundWeek) => number | null;
};

/** The first day of the week as its bar's label: "07-09". */
const shortDay = (isoDate: string) => displayIsoDate(isoDate).slice(0, 5);

/**
 * A bar a week, each with its number above and its first day below. Each bar is a list item with
 * its whole sentence for screen readers ("Week from 07-09-2026: 12"); the weeks' full numbers
 * are in the page's table too. Many weeks scroll sideways inside the chart's own box, which the
 * keyboard can scroll, so the page stays as wide as the screen.
 */
export function WeekChart({ title, weeks, value }: WeekChartProps) {
  const titleId = useId();
  const bars = weeks.map((week) => ({ week, amount: value(week) }));
  const highest = Math.max(0, ...bars.map(({ amount }) => amount ?? 0));
  return (
    <figure className="week-chart">
      <figcaption id={titleId} className="week-chart__title">
        {title}
      </figcaption>
      <div className="week-chart__scroll" role="region" aria-labelledby={titleId} tabIndex={0}>
        <ol className="week-chart__bars">
          {bars.map(({ week, amount }) => {
            const share = amount && highest > 0 ? amount / highest : 0;
            return (
              <li key={week.from} className="week-chart__week">
                <span className="visually-hidden">
                  {`Week from ${displayIsoDate(week.from)}: ${amount ?? 'none'}`}
                </span>
                <span className="week-chart__plot" aria-hidden="true">
                  <span className="week-chart__value">{amount ?? '–'}</span>
                  {/* The room above the bar is the number's (1.5em). */}
                  <span
                    className="week-chart__bar"
                    style={{ height: `calc((100% - 1.5em) * ${share})` }}
                  />
                </span>
                <span className="week-chart__label" aria-hidden="true">
                  {shortDay(week.from)}
                </span>
              </li>
            );
          })}
        </ol>
      </div>
    </figure>
  );
}
