import { z } from 'zod';
import { isoDateSchema } from '../dates/iso-date';

/**
 * The insurer's turnaround in a period (ours: the specification only says the decision takes
 * "1-3 working days after all information is received"): the decisions made, how long each took
 * from all information received (the request's last entry into Processing before the decision)
 * in Singapore working days, and the requests that expired, whole and week by week.
 */
export const TURNAROUND_POLICY = {
  /** The longest period asked at once: a year and a day (a leap year's whole year fits). */
  maxPeriodDays: 366,
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

/** Decisions made, by outcome. A reversed automatic approval is none of them (`automaticReversed`). */
const decisionCountsSchema = z.object({
  total: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
  amendmentRequested: z.number().int(),
});

/**
 * The time to decide, in working days rounded to the hundredth: median and 90th percentile
 * (linear between the nearest ranks, as PostgreSQL's percentile_cont), null without a timed
 * decision. Timeliness: decisions made by their due time (`withinTarget`) or after it (`late`),
 * and requests still undecided (at the end of the period, or now if earlier) whose due time fell
 * in the period (`overdueUndecided`: missed from the moment they were overdue). The share within
 * target is `withinTarget / (timed + overdueUndecided)`, 0 to 1 to the thousandth, null when both
 * are 0.
 */
const timingSchema = z.object({
  /** Decisions with an entry into Processing before them (all but data older than the history). */
  timed: z.number().int(),
  medianWorkingDays: z.number().nullable(),
  p90WorkingDays: z.number().nullable(),
  withinTarget: z.number().int(),
  late: z.number().int(),
  overdueUndecided: z.number().int(),
  withinTargetShare: z.number().nullable(),
});

const expiryCountsSchema = z.object({
  total: z.number().int(),
  'DOC-EXP': z.number().int(),
  'BO-EXP': z.number().int(),
  'REM-EXP': z.number().int(),
});

/** The numbers of a period or of one of its weeks. */
const turnaroundNumbersSchema = z.object({
  decisions: decisionCountsSchema,
  /** Automatic approvals made in the period and reversed since: not approvals. */
  automaticReversed: z.number().int(),
  timing: timingSchema,
  expiries: expiryCountsSchema,
});

/** One Monday-to-Sunday week of the period, cut to the period at either end (for a chart). */
export const turnaroundWeekSchema = turnaroundNumbersSchema.extend({
  /** The week's Monday (may be before the period's first day). */
  weekStart: z.string(),
  /** The days of the period in this week, both included. */
  from: z.string(),
  to: z.string(),
});
export type TurnaroundWeek = z.infer<typeof turnaroundWeekSchema>;

/**
 * The decisions of one decider (the system, the adjudicators together, or one adjudicator): by
 * outcome, the median time to decide, and the share of its timed decisions made by their due
 * time (undecided requests are nobody's, so they are not in it).
 */
export const deciderFiguresSchema = z.object({
  decisions: decisionCountsSchema,
  timed: z.number().int(),
  withinTarget: z.number().int(),
  medianWorkingDays: z.number().nullable(),
  withinTargetShare: z.number().nullable(),
});
export type DeciderFigures = z.infer<typeof deciderFiguresSchema>;

export const adjudicatorFiguresSchema = deciderFiguresSchema.extend({
  adjudicatorId: z.string(),
  name: z.string(),
});
export type AdjudicatorFigures = z.infer<typeof adjudicatorFiguresSchema>;

/**
 * The figures payers publish under CMS-0057-F, for the decisions on one clock: the percentages
 * approved and denied (rejected) of all the decisions (an amendment request is neither, so the
 * two need not add up to 100), to the tenth; the average and median time to decide of the timed
 * ones, in hours (to the tenth) and in working days (to the hundredth); null with none.
 */
export const cmsFiguresSchema = z.object({
  decisions: z.number().int(),
  timed: z.number().int(),
  approvedPercent: z.number().nullable(),
  deniedPercent: z.number().nullable(),
  averageHours: z.number().nullable(),
  medianHours: z.number().nullable(),
  averageWorkingDays: z.number().nullable(),
  medianWorkingDays: z.number().nullable(),
});
export type CmsFigures = z.infer<typeof cmsFiguresSchema>;

export const turnaroundSchema = turnaroundNumbersSchema.extend({
  from: z.string(),
  to: z.string(),
  /**
   * The insurer's clocks the period is judged by ("on time" is within the due time): a standard
   * request's working days, an urgent one's calendar hours.
   */
  targetWorkingDays: z.number().int(),
  urgentTargetHours: z.number().int(),
  /** The period's decisions by who made them: the system (straight-through) or an adjudicator. */
  deciders: z.object({ automatic: deciderFiguresSchema, adjudicators: deciderFiguresSchema }),
  /** The insurer's own adjudicators who decided in the period, by name. */
  adjudicators: z.array(adjudicatorFiguresSchema),
  /** CMS-0057-F's figures per clock: requests decided on the standard clock, and urgent ones. */
  cms: z.object({ standard: cmsFiguresSchema, urgent: cmsFiguresSchema }),
  weeks: z.array(turnaroundWeekSchema),
});
export type Turnaround = z.infer<typeof turnaroundSchema>;

/** The CSV download's file name: turnaround-2026-11-02-to-2026-11-15.csv. */
export const TURNAROUND_CSV_FILE_NAME = ({ from, to }: { from: string; to: string }) =>
  `turnaround-${from}-to-${to}.csv`;
