// Test data of the insurer's calendar pages (issue 14): the holiday table and the turnaround.
// Override only what the test is about.
import type {
  AdjudicatorFigures,
  CmsFigures,
  DeciderFigures,
  Holiday,
  HolidayList,
  Turnaround,
  TurnaroundWeek,
} from '@preauth/shared';
import { next } from './data-generators';

/** A holiday of the insurer's table: a weekday of 2026, not a day off in lieu. */
export function createHoliday(overrides: Partial<Holiday> = {}): Holiday {
  const n = next();
  return { date: '2026-08-10', name: `Holiday ${n}`, observed: false, ...overrides };
}

/** A year's holidays, as the API lists them (in date order). */
export function createHolidayList(
  holidays: Holiday[] = [createHoliday()],
  year = Number(holidays[0]?.date.slice(0, 4) ?? 2026),
): HolidayList {
  return { year, holidays: [...holidays].sort((a, b) => a.date.localeCompare(b.date)) };
}

type WeekNumbers = Pick<TurnaroundWeek, 'decisions' | 'automaticReversed' | 'timing' | 'expiries'>;

/**
 * A week's (or a period's) numbers: `decisions` approvals, half timed within the 3 working days
 * and the rest late, a median of 1.5 and a 90th percentile of 3.5 working days, nothing undecided
 * past due, no reversed automatic approval and no expiries; none timed without a decision.
 */
export function createTurnaroundNumbers(
  decisions = 4,
  overrides: Partial<WeekNumbers> = {},
): WeekNumbers {
  const within = Math.ceil(decisions / 2);
  return {
    decisions: { total: decisions, approved: decisions, rejected: 0, amendmentRequested: 0 },
    automaticReversed: 0,
    timing: {
      timed: decisions,
      medianWorkingDays: decisions ? 1.5 : null,
      p90WorkingDays: decisions ? 3.5 : null,
      withinTarget: within,
      late: decisions - within,
      overdueUndecided: 0,
      withinTargetShare: decisions ? Math.round((within / decisions) * 1000) / 1000 : null,
    },
    expiries: { total: 0, 'DOC-EXP': 0, 'BO-EXP': 0, 'REM-EXP': 0 },
    ...overrides,
  };
}

/** A whole week (Monday 02-11-2026 unless `weekStart` says otherwise) with 4 decisions. */
export function createTurnaroundWeek(overrides: Partial<TurnaroundWeek> = {}): TurnaroundWeek {
  const weekStart = overrides.weekStart ?? '2026-11-02';
  const sunday = new Date(Date.parse(`${weekStart}T00:00:00Z`) + 6 * 86_400_000);
  return {
    weekStart,
    from: weekStart,
    to: sunday.toISOString().slice(0, 10),
    ...createTurnaroundNumbers(),
    ...overrides,
  };
}

/**
 * A decider's figures: `decisions` approvals, half of them by their due time, a median of 1.5
 * working days; none timed without a decision.
 */
export function createDeciderFigures(
  decisions = 4,
  overrides: Partial<DeciderFigures> = {},
): DeciderFigures {
  const within = Math.ceil(decisions / 2);
  return {
    decisions: { total: decisions, approved: decisions, rejected: 0, amendmentRequested: 0 },
    timed: decisions,
    withinTarget: within,
    medianWorkingDays: decisions ? 1.5 : null,
    withinTargetShare: decisions ? Math.round((within / decisions) * 1000) / 1000 : null,
    ...overrides,
  };
}

/** An adjudicator's figures (a new name each time): 4 approvals unless told. */
export function createAdjudicatorFigures(
  overrides: Partial<AdjudicatorFigures> = {},
): AdjudicatorFigures {
  const n = next();
  return {
    adjudicatorId: `adjudicator-${n}`,
    name: `Adjudicator ${n}`,
    ...createDeciderFigures(),
    ...overrides,
  };
}

/** CMS-0057-F's figures of 4 decisions: 3 approved, 1 denied, 20 hours (1.5 working days) each. */
export function createCmsFigures(overrides: Partial<CmsFigures> = {}): CmsFigures {
  return {
    decisions: 4,
    timed: 4,
    approvedPercent: 75,
    deniedPercent: 25,
    averageHours: 20,
    medianHours: 20,
    averageWorkingDays: 1.5,
    medianWorkingDays: 1.5,
    ...overrides,
  };
}

/**
 * The turnaround of the weeks given (one ordinary week unless told), from the first week's first
 * day to the last one's last day; the period's numbers are an ordinary 4 decisions, all of them
 * by one adjudicator, unless `overrides` say otherwise.
 */
export function createTurnaround(
  weeks: TurnaroundWeek[] = [createTurnaroundWeek()],
  overrides: Partial<Turnaround> = {},
): Turnaround {
  return {
    from: weeks[0]?.from ?? '2026-11-02',
    to: weeks.at(-1)?.to ?? '2026-11-08',
    targetWorkingDays: 3,
    urgentTargetHours: 72,
    ...createTurnaroundNumbers(),
    deciders: { automatic: createDeciderFigures(0), adjudicators: createDeciderFigures() },
    adjudicators: [createAdjudicatorFigures()],
    cms: {
      standard: createCmsFigures(),
      urgent: createCmsFigures({ decisions: 1, timed: 1, approvedPercent: 100, deniedPercent: 0 }),
    },
    weeks,
    ...overrides,
  };
}
