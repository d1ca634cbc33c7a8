import {
  EXPIRY_KINDS,
  type AdjudicatorFigures,
  type CmsFigures,
  type DeciderFigures,
  type TurnaroundWeek,
} from '@preauth/shared';
import type { Expiry, TimedDecision } from './turnaround.repository';

/**
 * A decision as the figures count it: timed from all information received to the decision (in
 * working days and in hours) and judged against its due time; all three null when untimed.
 */
export interface JudgedDecision extends TimedDecision {
  workingDays: number | null;
  hours: number | null;
  onTime: boolean | null;
}

type TurnaroundNumbers = Pick<
  TurnaroundWeek,
  'decisions' | 'automaticReversed' | 'timing' | 'expiries'
>;

const round = (value: number, places: number) => {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
};

/** A value rounded, or null for none. */
const rounded = (value: number | null, places: number) =>
  value === null ? null : round(value, places);

/** A share 0–1 to the thousandth, null when out of nothing. */
const shareOf = (part: number, whole: number) => (whole === 0 ? null : round(part / whole, 3));

/** A percentage 0–100 to the tenth, null when out of nothing. */
const percentOf = (part: number, whole: number) =>
  whole === 0 ? null : round((part / whole) * 100, 1);

const mean = (values: readonly number[]) =>
  values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;

/** The p-quantile of sorted values, linear between the nearest ranks (percentile_cont). */
export function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const position = (sorted.length - 1) * p;
  const below = Math.floor(position);
  const above = Math.ceil(position);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (position - below);
}

/** The values of the timed decisions, sorted. */
const sortedTimes = (decisions: readonly JudgedDecision[], of: 'workingDays' | 'hours') =>
  decisions.flatMap((decision) => decision[of] ?? []).sort((a, b) => a - b);

/** The decisions that stand: every one but an automatic approval reversed since. */
export const standing = (decisions: readonly JudgedDecision[]) =>
  decisions.filter((decision) => !decision.reversed);

function decisionCounts(decisions: readonly JudgedDecision[]) {
  const count = (outcome: TimedDecision['outcome']) =>
    decisions.filter((decision) => decision.outcome === outcome).length;
  return {
    total: decisions.length,
    approved: count('approve'),
    rejected: count('reject'),
    amendmentRequested: count('request-amendment'),
  };
}

const countOnTime = (decisions: readonly JudgedDecision[]) =>
  decisions.filter((decision) => decision.onTime === true).length;

/**
 * The numbers of a period or a week: its decisions (a reversed automatic approval apart), their
 * times and timeliness with the requests left undecided past their due time, and its expiries.
 */
export function periodNumbers(
  decisions: readonly JudgedDecision[],
  overdueUndecided: number,
  expiries: readonly Expiry[],
): TurnaroundNumbers {
  const stand = standing(decisions);
  const times = sortedTimes(stand, 'workingDays');
  const withinTarget = countOnTime(stand);
  return {
    decisions: decisionCounts(stand),
    automaticReversed: decisions.length - stand.length,
    timing: {
      timed: times.length,
      medianWorkingDays: rounded(percentile(times, 0.5), 2),
      p90WorkingDays: rounded(percentile(times, 0.9), 2),
      withinTarget,
      late: times.length - withinTarget,
      overdueUndecided,
      withinTargetShare: shareOf(withinTarget, times.length + overdueUndecided),
    },
    expiries: {
      total: expiries.length,
      ...(Object.fromEntries(
        EXPIRY_KINDS.map((kind) => [kind, expiries.filter((e) => e.kind === kind).length]),
      ) as Record<(typeof EXPIRY_KINDS)[number], number>),
    },
  };
}

/** The figures of one decider's standing decisions (the system's, or adjudicators'). */
export function deciderFigures(decisions: readonly JudgedDecision[]): DeciderFigures {
  const times = sortedTimes(decisions, 'workingDays');
  const withinTarget = countOnTime(decisions);
  return {
    decisions: decisionCounts(decisions),
    timed: times.length,
    withinTarget,
    medianWorkingDays: rounded(percentile(times, 0.5), 2),
    withinTargetShare: shareOf(withinTarget, times.length),
  };
}

/** Each of the insurer's own adjudicators who made one of the standing decisions, by name. */
export function adjudicatorFigures(decisions: readonly JudgedDecision[]): AdjudicatorFigures[] {
  const byAdjudicator = new Map<string, { name: string; decisions: JudgedDecision[] }>();
  for (const decision of decisions) {
    if (!decision.adjudicator) continue;
    const { id, name } = decision.adjudicator;
    const entry = byAdjudicator.get(id) ?? { name, decisions: [] };
    entry.decisions.push(decision);
    byAdjudicator.set(id, entry);
  }
  return [...byAdjudicator]
    .map(([adjudicatorId, { name, decisions: theirs }]) => ({
      adjudicatorId,
      name,
      ...deciderFigures(theirs),
    }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.adjudicatorId.localeCompare(b.adjudicatorId));
}

/** CMS-0057-F's figures of the standing decisions on one clock. */
export function cmsFigures(decisions: readonly JudgedDecision[]): CmsFigures {
  const { total, approved, rejected } = decisionCounts(decisions);
  const days = sortedTimes(decisions, 'workingDays');
  const hours = sortedTimes(decisions, 'hours');
  return {
    decisions: total,
    timed: days.length,
    approvedPercent: percentOf(approved, total),
    deniedPercent: percentOf(rejected, total),
    averageHours: rounded(mean(hours), 1),
    medianHours: rounded(percentile(hours, 0.5), 1),
    averageWorkingDays: rounded(mean(days), 2),
    medianWorkingDays: rounded(percentile(days, 0.5), 2),
  };
}
