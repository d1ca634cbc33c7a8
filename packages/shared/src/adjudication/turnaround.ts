import { z } from 'zod';
import { isoDateSchema } from '../dates/iso-date';
import { ADJUDICATION_POLICY } from './case-assignment';

/**
 * The insurer's turnaround in a period (ours: the specification only says the decision takes
 * "1-3 working days after all information is received"): the decisions made, how long each took
 * from all information received (the request's last entry into Processing before the decision)
 * in Singapore working days, and the requests that expired, whole and week by week.
 */
export const TURNAROUND_POLICY = {
  /** The longest period asked at once: a year and a day (a leap year's whole year fits). */
  maxPeriodDays: 366,
  /** "Within target" is within the decision's due time. */
  targetWorkingDays: ADJUDICATION_POLICY.decisionWorkingDays,
} as const;

/** The statuses an expiry leaves a request in: the doctor's, the business office's, the remote authoriser's. */
export const EXPIRY_KINDS = ['DOC-EXP', 'BO-EXP', 'REM-EXP'] as const;
export type ExpiryKind = (typeof EXPIRY_KINDS)[number];

export const TURNAROUND_MESSAGES = {
  fromRequired: 'Please enter the first day of the period (yyyy-MM-dd).',
  toRequired: 'Please enter the last day of the period (yyyy-MM-dd).',
  toBeforeFrom: 'The last day cannot be before the first day.',
  tooLong: `Please choose a period of at most ${TURNAROUND_POLICY.maxPeriodDays} days.`,
} as const;

const M = TURNAROUND_MESSAGES;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Days from one ISO date to another (0 for the same day). */
export const isoDaysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * `GET /api/adjudication/turnaround?from=yyyy-MM-dd&to=yyyy-MM-dd`: Singapore calendar days, both
 * included, at most `maxPeriodDays` of them.
 */
export const turnaroundQuerySchema = z
  .object({ from: isoDateSchema(M.fromRequired), to: isoDateSchema(M.toRequired) })
  .superRefine(({ from, to }, ctx) => {
    const days = isoDaysBetween(from, to);
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: M.toBeforeFrom });
    else if (days + 1 > TURNAROUND_POLICY.maxPeriodDays) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: M.tooLong });
    }
  });
export type TurnaroundQuery = z.input<typeof turnaroundQuerySchema>;

/** Decisions made, by outcome. */
const decisionCountsSchema = z.object({
  total: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
  amendmentRequested: z.number().int(),
});

/**
 * The time to decide, in working days rounded to the hundredth: median and 90th percentile
 * (linear between the nearest ranks, as PostgreSQL's percentile_cont), null without a timed
 * decision; how many were within the target and their share (0 to 1, to the thousandth).
 */
const timingSchema = z.object({
  /** Decisions with an entry into Processing before them (all but data older than the history). */
  timed: z.number().int(),
  medianWorkingDays: z.number().nullable(),
  p90WorkingDays: z.number().nullable(),
  withinTarget: z.number().int(),
  withinTargetShare: z.number().nullable(),
});

const expiryCountsSchema = z.object({
  total: z.number().int(),
  'DOC-EXP': z.number().int(),
  'BO-EXP': z.number().int(),
  'REM-EXP': z.number().int(),
});

/** One Monday-to-Sunday week of the period, cut to the period at either end (for a chart). */
export const turnaroundWeekSchema = z.object({
  /** The week's Monday (may be before the period's first day). */
  weekStart: z.string(),
  /** The days of the period in this week, both included. */
  from: z.string(),
  to: z.string(),
  decisions: decisionCountsSchema,
  timing: timingSchema,
  expiries: expiryCountsSchema,
});
export type TurnaroundWeek = z.infer<typeof turnaroundWeekSchema>;

export const turnaroundSchema = z.object({
  from: z.string(),
  to: z.string(),
  targetWorkingDays: z.number().int(),
  decisions: decisionCountsSchema,
  timing: timingSchema,
  expiries: expiryCountsSchema,
  weeks: z.array(turnaroundWeekSchema),
});
export type Turnaround = z.infer<typeof turnaroundSchema>;
