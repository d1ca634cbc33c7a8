import { z } from 'zod';
import { DOCUMENT_KINDS, documentKindSchema } from '../doctor/doctor-documents';
import { formatMoney, moneySchema } from '../money/money';
import { notifiedPartiesSchema } from '../requests/notified-parties';
import { STATUS_CODES } from '../requests/statuses';
import { drawableText } from '../text/drawable-text';
import { multilineText, singleLineText } from '../text/text';

/** The adjudicator's decisions on a request in Processing (ours: the specification shows none). */
export const DECISION_OUTCOMES = ['approve', 'reject', 'request-amendment'] as const;
export type DecisionOutcome = (typeof DECISION_OUTCOMES)[number];

export const DECISION_LIMITS = {
  /** The rejection text, the amendment's "what must change", the approval's conditions. */
  text: 1000,
  reasonCode: 20,
} as const;

/**
 * The fees an approval gives an amount for: per surgery line (its surgeon's and anaesthetist's
 * fee) and per other fee, by `index` in the request's details as the case view lists them; the
 * attendance fee and the hospital charges once each.
 */
export const DECISION_FEES = [
  'surgeon',
  'anaesthetist',
  'attendance',
  'other',
  'hospital-charges',
] as const;
export type DecisionFee = (typeof DECISION_FEES)[number];

/** The fees that come once per line, so an approved amount names its line. */
export const PER_LINE_FEES: readonly DecisionFee[] = ['surgeon', 'anaesthetist', 'other'];

export const DECISION_MESSAGES = {
  feeUnknown: 'Please choose one of the fees of the request.',
  indexRequired: 'Please say which line this amount is for.',
  indexNotAllowed: 'This fee has no lines.',
  lineUnknown: 'The request has no such line.',
  feeNotRequested: 'Nothing was requested for this fee.',
  feeTwice: 'This fee is given more than once.',
  amountInvalid: 'Please enter the approved amount, e.g. 1200.00.',
  amountAboveRequested: (requested: string) =>
    `The approved amount cannot be more than the ${formatMoney(requested)} requested.`,
  reductionReasonRequired: 'Please choose a reason for approving less than requested.',
  reasonUnknown: "Please choose a reason from your insurer's list.",
  rejectionReasonRequired: 'Please choose a reason for rejecting the request.',
  rejectionTextRequired: 'Please explain the rejection to the policyholder.',
  changesRequired: 'Please say what the doctor must change.',
  textTooLong: `Please keep this within ${DECISION_LIMITS.text} characters.`,
} as const;

const M = DECISION_MESSAGES;

const reasonCode = (required: string) =>
  singleLineText(required).min(1, required).max(DECISION_LIMITS.reasonCode, M.reasonUnknown);

const decisionText = (required: string) =>
  multilineText(required).min(1, required).max(DECISION_LIMITS.text, M.textTooLong);

/** One approved amount; a fee not sent is approved as requested. */
export const approvedAmountSchema = z
  .object({
    fee: z.enum(DECISION_FEES, { error: M.feeUnknown }),
    /** 0-based: the surgery line or other fee, for the fees that come per line. */
    index: z.number({ error: M.indexRequired }).int(M.lineUnknown).min(0, M.lineUnknown).optional(),
    amount: moneySchema(M.amountInvalid),
    /** A reduction reason of the insurer's list: required when the amount is lower. */
    reasonCode: reasonCode(M.reductionReasonRequired).optional(),
  })
  .superRefine((value, ctx) => {
    const perLine = PER_LINE_FEES.includes(value.fee);
    if (perLine && value.index === undefined) {
      ctx.addIssue({ code: 'custom', path: ['index'], message: M.indexRequired });
    }
    if (!perLine && value.index !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['index'], message: M.indexNotAllowed });
    }
  });
export type ApprovedAmount = z.output<typeof approvedAmountSchema>;

/** Which fee (and line) an approved amount is for, as one key: `surgeon:0`, `attendance`. */
export const decisionFeeKey = (item: { fee: DecisionFee; index?: number | null | undefined }) =>
  item.index === undefined || item.index === null ? item.fee : `${item.fee}:${item.index}`;

/** `POST /api/adjudication/cases/{paId}/approve`. */
export const approveDecisionBodySchema = z
  .object({
    approvedAmounts: z.array(approvedAmountSchema).max(60).default([]),
    /** Conditions or notes printed on the certificate and sent to the policyholder. */
    conditions: drawableText(multilineText())
      .max(DECISION_LIMITS.text, M.textTooLong)
      .optional()
      .transform((text) => (text ? text : null)),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.approvedAmounts.forEach((item, i) => {
      const key = decisionFeeKey(item);
      if (seen.has(key)) {
        ctx.addIssue({ code: 'custom', path: ['approvedAmounts', i, 'fee'], message: M.feeTwice });
      }
      seen.add(key);
    });
  });
export type ApproveDecisionBody = z.input<typeof approveDecisionBodySchema>;
export type ApproveDecisionParsed = z.output<typeof approveDecisionBodySchema>;

/** `POST /api/adjudication/cases/{paId}/reject`. */
export const rejectDecisionBodySchema = z.object({
  /** A rejection reason of the insurer's list. */
  reasonCode: reasonCode(M.rejectionReasonRequired),
  /** Shown to the policyholder on the review and in the email. */
  reasonText: decisionText(M.rejectionTextRequired),
});
export type RejectDecisionBody = z.input<typeof rejectDecisionBodySchema>;

/** `POST /api/adjudication/cases/{paId}/request-amendment`. */
export const requestAmendmentBodySchema = z.object({
  /** What the doctor must change; sent to the doctor with the new link. */
  changesRequired: decisionText(M.changesRequired),
  /** Ours (issue 24): the kinds of document the doctor must attach to submit again. */
  requiredDocumentKinds: z
    .array(documentKindSchema)
    .max(DOCUMENT_KINDS.length)
    .default([])
    .transform((kinds) => [...new Set(kinds)]),
});
export type RequestAmendmentBody = z.input<typeof requestAmendmentBodySchema>;
export type RequestAmendmentParsed = z.output<typeof requestAmendmentBodySchema>;

export const decisionParamsSchema = z.object({ paId: z.uuid() });

/** What each decision answers: the request after it, and who was emailed about it. */
export const decisionResponseSchema = z.object({
  paId: z.string(),
  erefNo: z.string(),
  statusCode: z.enum(STATUS_CODES),
  decisionId: z.string(),
  /** ISO timestamp. */
  decidedOn: z.string(),
  notified: notifiedPartiesSchema,
});
export type DecisionResponse = z.infer<typeof decisionResponseSchema>;

/**
 * One fee of an approval, as the policyholder's review and the case show it: the amount approved
 * beside the amount requested, and why it is lower. Amounts are decimal strings.
 */
export const approvedFeeLineSchema = z.object({
  fee: z.enum(DECISION_FEES),
  /** The surgery line or other fee (0-based) it is for; null for a fee that comes once. */
  index: z.number().int().nullable(),
  /** The procedure's TOSP code or the other fee's code, with its lookup's description if known. */
  itemCode: z.string().nullable(),
  itemDescription: z.string().nullable(),
  requestedAmount: z.string(),
  approvedAmount: z.string(),
  /** The reduction's reason, coded and in the insurer's words; null unless approved lower. */
  reasonCode: z.string().nullable(),
  reasonLabel: z.string().nullable(),
});
export type ApprovedFeeLine = z.infer<typeof approvedFeeLineSchema>;

/**
 * The latest decision as the request's review shows it: the rejection's reason (coded and
 * written), the amendment's "what must change", the approval's conditions, amounts per fee and
 * total. Nothing of who decided or how: that is the insurer's.
 */
export const requestDecisionSchema = z.object({
  outcome: z.enum(DECISION_OUTCOMES),
  decidedOn: z.string(),
  reasonCode: z.string().nullable(),
  reasonLabel: z.string().nullable(),
  reasonText: z.string().nullable(),
  conditions: z.string().nullable(),
  /** An approval's every fee in the case view's order; empty for any other decision. */
  lines: z.array(approvedFeeLineSchema),
  /** An approval's total (the requested total less every reduction); null otherwise. */
  approvedTotal: z.string().nullable(),
  /** The last day (ISO date, Singapore) an approval's certificate is valid; null otherwise. */
  validUntil: z.string().nullable(),
});
export type RequestDecision = z.infer<typeof requestDecisionSchema>;
