import {
  holidayListQuerySchema,
  isoDaysBetween,
  singaporeDate,
  type TurnaroundQuery,
  turnaroundQuerySchema,
} from '@preauth/shared';

/**
 * What the holiday and turnaround pages show, kept in the URL: the year of the holiday table
 * (`?year=2027`) and the turnaround's period (`?from=2026-09-07&to=2026-11-29`). A missing or
 * invalid parameter (read with the API's own schema) is the default: this year, the last 12 weeks.
 */

const yearSchema = holidayListQuerySchema.shape.year;
export const FIRST_YEAR = yearSchema.minValue ?? -Infinity;
export const LAST_YEAR = yearSchema.maxValue ?? Infinity;

/** Today's Singapore date, 'yyyy-MM-dd', wherever the browser is. */
const today = () => singaporeDate(new Date());

const addDays = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The holiday table's year: the URL's, else the Singapore year of today. */
export function readHolidayYear(params: URLSearchParams): number {
  const parsed = yearSchema.safeParse(params.get('year') ?? undefined);
  return parsed.success ? parsed.data : Number(today().slice(0, 4));
}

/** The weeks the default period covers: this one and the 11 before it. */
export const DEFAULT_WEEKS = 12;

/**
 * The last 12 weeks: from the Monday 11 weeks before this week's to today, so the chart has 11
 * whole weeks and this one so far.
 */
export function defaultPeriod(): TurnaroundQuery {
  const to = today();
  // Days since Monday: 1970-01-05 was a Monday.
  const sinceMonday = ((isoDaysBetween('1970-01-05', to) % 7) + 7) % 7;
  return { from: addDays(to, -sinceMonday - 7 * (DEFAULT_WEEKS - 1)), to };
}

/** The turnaround's period: the URL's when the API would take it, else the last 12 weeks. */
export function readPeriod(params: URLSearchParams): TurnaroundQuery {
  const parsed = turnaroundQuerySchema.safeParse({
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
  });
  return parsed.success ? parsed.data : defaultPeriod();
}
