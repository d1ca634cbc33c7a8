import {
  decisionDueAt,
  isoDaysBetween,
  singaporeDate,
  startOfSingaporeDay,
  workingDaysBetween,
  type HolidayDates,
  type InsurerClocks,
  type Turnaround,
  type TurnaroundWeek,
} from '@preauth/shared';
import type { Executor } from '../../../core/db/database';
import { holidayDates } from './holidays.repository';
import { insurerPolicy } from '../lifecycle/insurer-policy.repository';
import {
  adjudicatorFigures,
  cmsFigures,
  deciderFigures,
  periodNumbers,
  standing,
  type JudgedDecision,
} from './turnaround-figures';
import { decisionsIn, expiriesIn, undecidedAt, type TimedDecision } from './turnaround.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/**
 * How far before a period an undecided request may have arrived and still be due in it: a due
 * time is at most 10 working days (the longest clock an insurer may set) after arrival, so 31
 * calendar days leave room for any real holiday table.
 */
const DUE_LOOKBACK_DAYS = 31;

const addDays = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** The Monday of the week of an ISO date. */
const mondayOf = (isoDate: string) => {
  const weekday = new Date(`${isoDate}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(isoDate, -((weekday + 6) % 7));
};

/**
 * A decision timed from all information received, and judged against its due time on its clock
 * (the insurer's working days, or hours for an urgent request).
 */
function judge(
  decision: TimedDecision,
  clocks: InsurerClocks,
  holidays: HolidayDates,
): JudgedDecision {
  const { receivedAt, decidedAt, urgent } = decision;
  if (receivedAt === null) return { ...decision, workingDays: null, hours: null, onTime: null };
  return {
    ...decision,
    workingDays: workingDaysBetween(receivedAt, decidedAt, holidays),
    hours: (decidedAt.getTime() - receivedAt.getTime()) / HOUR_MS,
    onTime: decidedAt <= decisionDueAt(receivedAt, urgent, clocks, holidays),
  };
}

/**
 * The insurer's turnaround from `from` to `to` (Singapore calendar days, both included): the
 * decisions made, each timed from all information received (its last arrival in Processing) to
 * the decision in the insurer's working days and judged against its due time; the requests still
 * undecided at the end of the period (or `now`, if earlier) whose due time fell in it; the
 * expiries; the decisions by who made them and CMS-0057-F's figures; then the numbers week by
 * week (Monday to Sunday, the first and last weeks cut to the period).
 */
export async function turnaround(
  db: Executor,
  insurerId: string,
  { from, to }: { from: string; to: string },
  now: Date,
): Promise<Turnaround> {
  const start = startOfSingaporeDay(from);
  const end = startOfSingaporeDay(addDays(to, 1));
  const undecidedUntil = now < end ? now : end;
  const [clocks, holidays, decisions, undecided, expiries] = await Promise.all([
    insurerPolicy(db, insurerId),
    holidayDates(db, insurerId),
    decisionsIn(db, insurerId, start, end),
    undecidedAt(
      db,
      insurerId,
      new Date(start.getTime() - DUE_LOOKBACK_DAYS * DAY_MS),
      undecidedUntil,
    ),
    expiriesIn(db, insurerId, start, end),
  ]);
  const judged = decisions.map((decision) => judge(decision, clocks, holidays));
  // Missed from the moment they were overdue: counted in the period (and week) they fell due in.
  const missedDue = undecided
    .map(({ receivedAt, urgent }) => decisionDueAt(receivedAt, urgent, clocks, holidays))
    .filter((dueAt) => dueAt >= start && dueAt < undecidedUntil);

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
      ...periodNumbers(
        judged.filter((decision) => weekOf(decision.decidedAt) === week),
        missedDue.filter((dueAt) => weekOf(dueAt) === week).length,
        expiries.filter((expiry) => weekOf(expiry.at) === week),
      ),
    };
  });

  const stand = standing(judged);
  return {
    from,
    to,
    targetWorkingDays: clocks.decisionWorkingDays,
    urgentTargetHours: clocks.urgentDecisionHours,
    ...periodNumbers(judged, missedDue.length, expiries),
    deciders: {
      automatic: deciderFigures(stand.filter((decision) => decision.automatic)),
      adjudicators: deciderFigures(stand.filter((decision) => !decision.automatic)),
    },
    adjudicators: adjudicatorFigures(stand),
    cms: {
      standard: cmsFigures(stand.filter((decision) => !decision.urgent)),
      urgent: cmsFigures(stand.filter((decision) => decision.urgent)),
    },
    weeks,
  };
}
