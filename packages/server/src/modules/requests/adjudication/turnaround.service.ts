import {
  EXPIRY_KINDS,
  isoDaysBetween,
  singaporeDate,
  TURNAROUND_POLICY,
  workingDaysBetween,
  type HolidayDates,
  type Turnaround,
  type TurnaroundWeek,
} from '@preauth/shared';
import type { Executor } from '../../../core/db/database';
import { holidayDates } from './holidays.repository';
import { decisionsIn, expiriesIn, type Expiry, type TimedDecision } from './turnaround.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** 00:00 Singapore time of an ISO date. */
const startOfSingaporeDay = (isoDate: string) => new Date(`${isoDate}T00:00:00+08:00`);
const addDays = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** The Monday of the week of an ISO date. */
const mondayOf = (isoDate: string) => {
  const weekday = new Date(`${isoDate}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(isoDate, -((weekday + 6) % 7));
};

const round = (value: number, places: number) => {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
};

/** The p-quantile of sorted values, linear between the nearest ranks (percentile_cont). */
export function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const position = (sorted.length - 1) * p;
  const below = Math.floor(position);
  const above = Math.ceil(position);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (position - below);
}

/** The numbers of a set of decisions and expiries (the period's, or a week's). */
function summarise(
  decisions: readonly (TimedDecision & { workingDays: number | null })[],
  expiries: readonly Expiry[],
): Pick<Turnaround, 'decisions' | 'timing' | 'expiries'> {
  const count = (outcome: TimedDecision['outcome']) =>
    decisions.filter((decision) => decision.outcome === outcome).length;
  const times = decisions
    .flatMap(({ workingDays }) => (workingDays === null ? [] : [workingDays]))
    .sort((a, b) => a - b);
  // A hair above the target, so a decision exactly on it counts despite floating-point sums.
  const withinTarget = times.filter(
    (days) => days <= TURNAROUND_POLICY.targetWorkingDays + 1e-9,
  ).length;
  const quantile = (p: number) => {
    const value = percentile(times, p);
    return value === null ? null : round(value, 2);
  };
  return {
    decisions: {
      total: decisions.length,
      approved: count('approve'),
      rejected: count('reject'),
      amendmentRequested: count('request-amendment'),
    },
    timing: {
      timed: times.length,
      medianWorkingDays: quantile(0.5),
      p90WorkingDays: quantile(0.9),
      withinTarget,
      withinTargetShare: times.length === 0 ? null : round(withinTarget / times.length, 3),
    },
    expiries: {
      total: expiries.length,
      ...(Object.fromEntries(
        EXPIRY_KINDS.map((kind) => [kind, expiries.filter((e) => e.kind === kind).length]),
      ) as Record<(typeof EXPIRY_KINDS)[number], number>),
    },
  };
}

/**
 * The insurer's turnaround from `from` to `to` (Singapore calendar days, both included): the
 * decisions made, each timed from all information received (its last entry into Processing) to
 * the decision in the insurer's working days, and the expiries; then the same week by week
 * (Monday to Sunday, the first and last weeks cut to the period).
 */
export async function turnaround(
  db: Executor,
  insurerId: string,
  { from, to }: { from: string; to: string },
): Promise<Turnaround> {
  const start = startOfSingaporeDay(from);
  const end = startOfSingaporeDay(addDays(to, 1));
  const [holidays, decisions, expiries] = await Promise.all([
    holidayDates(db, insurerId),
    decisionsIn(db, insurerId, start, end),
    expiriesIn(db, insurerId, start, end),
  ]);
  const timed = decisions.map((decision) => ({
    ...decision,
    workingDays: workingDaysOf(decision, holidays),
  }));

  const firstMonday = mondayOf(from);
  const weekOf = (instant: Date) =>
    Math.floor(isoDaysBetween(firstMonday, singaporeDate(instant)) / 7);
  const weekCount = weekOf(new Date(end.getTime() - 1)) + 1;
  const weeks: TurnaroundWeek[] = Array.from({ length: weekCount }, (_, week) => {
    const weekStart = addDays(firstMonday, week * 7);
    const weekEnd = addDays(weekStart, 6);
    return {
      weekStart,
      from: weekStart < from ? from : weekStart,
      to: weekEnd > to ? to : weekEnd,
      ...summarise(
        timed.filter((decision) => weekOf(decision.decidedAt) === week),
        expiries.filter((expiry) => weekOf(expiry.at) === week),
      ),
    };
  });

  return {
    from,
    to,
    targetWorkingDays: TURNAROUND_POLICY.targetWorkingDays,
    ...summarise(timed, expiries),
    weeks,
  };
}

/** Working days from all information received to the decision; null when the history lacks it. */
function workingDaysOf(decision: TimedDecision, holidays: HolidayDates): number | null {
  if (decision.receivedAt === null) return null;
  return workingDaysBetween(decision.receivedAt, decision.decidedAt, holidays);
}
