import { z } from 'zod';
import { singleLineText } from '../text/text';
import { addWorkingDays, workingDaysBetween, type HolidayDates } from './working-days';

/*
 * Urgent requests and the insurer's decision clocks (issue 22; ours: the US CMS-0057-F rule sets
 * 72 hours for expedited requests, 7 calendar days for standard ones).
 */

/**
 * An insurer's decision clocks, settings of that insurer (`insurer_settings`): a standard
 * request is due this many Singapore working days after it reached Processing, an urgent one this
 * many calendar hours after.
 */
export interface InsurerClocks {
  decisionWorkingDays: number;
  urgentDecisionHours: number;
}

/** A new insurer's clocks, and the bounds its settings may take (the table's checks say the same). */
export const INSURER_CLOCK_POLICY = {
  defaults: { decisionWorkingDays: 3, urgentDecisionHours: 72 },
  decisionWorkingDays: { min: 1, max: 10 },
  urgentDecisionHours: { min: 24, max: 168 },
} as const;

export const URGENCY_POLICY = {
  /** The urgent mark's reason and the downgrade's reason: one short line. */
  reasonMax: 200,
} as const;

export const URGENCY_MESSAGES = {
  reasonRequired: 'Please say in a few words why this request is urgent.',
  reasonTooLong: `Please keep the reason within ${URGENCY_POLICY.reasonMax} characters.`,
  urgentFlag: 'urgent must be true or false.',
  downgradeReasonRequired: 'Please say why this request is treated as standard.',
  /** 409 on a downgrade. */
  notUrgent: 'This request is not marked urgent.',
  alreadyDowngraded: 'This request is already treated as standard.',
  /** The policyholder's review after a downgrade. */
  treatedAsStandard: (reason: string) => `The insurer treats this request as standard: ${reason}`,
} as const;
const M = URGENCY_MESSAGES;

const reason = (required: string) =>
  singleLineText(required).max(URGENCY_POLICY.reasonMax, { error: M.reasonTooLong });

/**
 * The urgent mark's fields, for a payload that may carry one (the new request, the doctor's
 * submission): optional, so payloads without them stay valid and mean "not urgent". An empty
 * reason is no reason; a reason without the mark is dropped.
 */
export const urgencyMarkFields = {
  urgent: z.boolean({ error: M.urgentFlag }).default(false),
  urgentReason: reason(M.reasonRequired)
    .nullish()
    .transform((value) => value || null),
};

/** The rule across the two fields: an urgent request says why. */
export function requireUrgentReason(
  mark: { urgent: boolean; urgentReason: string | null },
  ctx: z.RefinementCtx,
) {
  if (mark.urgent && !mark.urgentReason) {
    ctx.addIssue({ code: 'custom', path: ['urgentReason'], message: M.reasonRequired });
  }
}

export const urgencyMarkSchema = z.object(urgencyMarkFields).superRefine(requireUrgentReason);
export type UrgencyMark = z.input<typeof urgencyMarkSchema>;

/** `POST /api/adjudication/cases/{paId}/downgrade-urgency`: treat an urgent request as standard. */
export const downgradeUrgencyBodySchema = z
  .object({ reason: reason(M.downgradeReasonRequired).min(1, M.downgradeReasonRequired) })
  .strict();
export type DowngradeUrgencyBody = z.input<typeof downgradeUrgencyBodySchema>;

/** Who marked a request urgent. */
export const URGENCY_MARKERS = [
  'policy-holder',
  'insurance-agent',
  'insured-patient',
  'doctor',
] as const;

/**
 * A request's urgency as every reader sees it: marked urgent (why, by whom, when), and whether the
 * insurer treats it as standard since (when, why). Null on a request never marked urgent.
 */
export const urgencySchema = z.object({
  /** True while the request is urgent: marked, and not downgraded. */
  urgent: z.boolean(),
  reason: z.string(),
  markedBy: z.enum(URGENCY_MARKERS),
  markedAt: z.string(),
  downgradedAt: z.string().nullable(),
  downgradeReason: z.string().nullable(),
});
export type Urgency = z.infer<typeof urgencySchema>;

/** Where a request in Processing stands against its decision deadline (null in any other status). */
export const decisionDueSchema = z.object({
  /** Which clock it runs on: the urgent one (calendar hours) or the standard (working days). */
  clock: z.enum(['urgent', 'standard']),
  /** ISO timestamp: the insurer's working days (standard) or hours (urgent) after `receivedAt`. */
  dueAt: z.string(),
  /** Working days from now to `dueAt`, with fractions (0.5 = twelve working hours); negative when overdue. */
  workingDaysLeft: z.number(),
  /** Calendar hours from now to `dueAt`, to the tenth; negative when overdue. */
  hoursLeft: z.number(),
  overdue: z.boolean(),
});
export type DecisionDue = z.infer<typeof decisionDueSchema>;

const HOUR_MS = 60 * 60 * 1000;

/**
 * When a decision on a request received (reached Processing) at `receivedAt` is due: the urgent
 * clock's calendar hours (weekends and holidays count), or the standard clock's working days.
 */
export function decisionDueAt(
  receivedAt: Date,
  urgent: boolean,
  clocks: InsurerClocks,
  holidays: HolidayDates,
): Date {
  return urgent
    ? new Date(receivedAt.getTime() + clocks.urgentDecisionHours * HOUR_MS)
    : addWorkingDays(receivedAt, clocks.decisionWorkingDays, holidays);
}

/**
 * The latest reception whose urgent decision is due before `dueAt`, as a bound on the stored
 * time ("due before T" is "received before T less the hours").
 */
export function urgentReceivedBoundForDue(dueAt: Date, clocks: InsurerClocks): Date {
  return new Date(dueAt.getTime() - clocks.urgentDecisionHours * HOUR_MS);
}

/**
 * Where a request stands against its decision deadline: due on its clock after it reached
 * Processing, the time left rounded (working days to the hundredth, hours to the tenth). Null in
 * any other status (nothing is due from the insurer).
 */
export function decisionDue(
  request: { statusCode: string; receivedAt: Date; urgent: boolean },
  clocks: InsurerClocks,
  holidays: HolidayDates,
  now: Date,
): DecisionDue | null {
  if (request.statusCode !== 'PRO') return null;
  const dueAt = decisionDueAt(request.receivedAt, request.urgent, clocks, holidays);
  return {
    clock: request.urgent ? 'urgent' : 'standard',
    dueAt: dueAt.toISOString(),
    workingDaysLeft: Math.round(workingDaysBetween(now, dueAt, holidays) * 100) / 100,
    hoursLeft: Math.round((dueAt.getTime() - now.getTime()) / (HOUR_MS / 10)) / 10,
    overdue: dueAt < now,
  };
}

/** The downgrade's answer: the request's urgency now (the mark and the downgrade). */
export const downgradeUrgencyResponseSchema = z.object({
  paId: z.string(),
  urgency: urgencySchema,
});
export type DowngradeUrgencyResponse = z.infer<typeof downgradeUrgencyResponseSchema>;
