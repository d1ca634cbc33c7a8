import {
  type ApproveDecisionBody,
  approveDecisionBodySchema,
  approvedAmountSchema,
  approvedTotal,
  approveFees,
  type ApprovedAmount,
  type CaseFees,
  compareMoney,
  type FieldIssue,
  parseMoneyInput,
  type RequestedFee,
  type requestedFees,
} from '@preauth/shared';
import { type FieldErrors, type Resolver, set } from 'react-hook-form';

/** The fees as the shared approval rules read them (the request's latest amounts). */
export type FeeDetails = Parameters<typeof requestedFees>[0];

/**
 * The amounts the approval decides on: the business office's where it adjusted the fees, else
 * the doctor's, as the server's requested amounts are (`loadClinicalDetails` coalesces them the
 * same way); the other fees are the office's list once it has one.
 */
export function feeDetailsOf(fees: CaseFees): FeeDetails {
  const latest = (pair: { doctor: string | null; office: string | null }) =>
    pair.office ?? pair.doctor;
  return {
    surgeryDetails: fees.surgeryLines.map((line) => ({
      tospCode: line.tospCode,
      tospDescription: line.tospDescription,
      surgeonfee: latest(line.surgeonfee),
      surgeonfeeJustification: line.surgeonfee.justification,
      anaesthetistfee: latest(line.anaesthetistfee),
      anaesthetistfeeJustification: line.anaesthetistfee.justification,
    })),
    otherFees: fees.otherFees.office ?? fees.otherFees.doctor,
    doctorAttendancefee: latest(fees.doctorAttendancefee),
    totalHospitalcharges: latest(fees.totalHospitalcharges),
  };
}

/** The approval form as typed: one row per requested fee (in `requestedFees` order). */
export type ApproveFormValues = {
  fees: { amount: string; reasonCode: string }[];
  conditions: string;
};

/** The form as it opens: every fee approved as requested, no reasons, no conditions. */
export const openingApproveValues = (requested: readonly RequestedFee[]): ApproveFormValues => ({
  fees: requested.map((fee) => ({ amount: fee.requested, reasonCode: '' })),
  conditions: '',
});

/** A typed amount below the fee's request (an amount that cannot be read is not). */
export function isLowered(amount: string, fee: RequestedFee): boolean {
  const parsed = parseMoneyInput(amount);
  return parsed !== null && compareMoney(parsed, fee.requested) < 0;
}

/** What Submit sends, and which form row each sent amount came from. */
export type ApproveSubmission = {
  body: ApproveDecisionBody;
  /** `rows[i]` is the form row of `body.approvedAmounts[i]`. */
  rows: number[];
};

/**
 * The body of the approval: only the fees whose amount differs from the request (a fee not sent
 * is approved as requested, the shared schema says), each lowered one with its reason.
 */
export function approveSubmissionOf(
  values: ApproveFormValues,
  requested: readonly RequestedFee[],
): ApproveSubmission {
  const rows: number[] = [];
  const approvedAmounts: NonNullable<ApproveDecisionBody['approvedAmounts']> = [];
  requested.forEach((fee, row) => {
    const { amount, reasonCode } = values.fees[row] ?? { amount: fee.requested, reasonCode: '' };
    const parsed = parseMoneyInput(amount);
    if (parsed !== null && compareMoney(parsed, fee.requested) === 0) return;
    rows.push(row);
    approvedAmounts.push({
      fee: fee.fee,
      ...(fee.index === null ? {} : { index: fee.index }),
      amount: parsed ?? amount,
      ...(isLowered(amount, fee) ? { reasonCode } : {}),
    });
  });
  const conditions = values.conditions.trim();
  return { body: { approvedAmounts, ...(conditions ? { conditions } : {}) }, rows };
}

/**
 * The form field of an issue at the body's path (`approvedAmounts.2.reasonCode`, `conditions`),
 * the server's or the shared rules'; null when the issue names no field of the form.
 */
export function formPathOf(issuePath: string, rows: readonly number[]): string | null {
  if (issuePath === 'conditions') return issuePath;
  const match = /^approvedAmounts\.(\d+)\.(\w+)$/.exec(issuePath);
  const row = match ? rows[Number(match[1])] : undefined;
  if (!match || row === undefined) return null;
  return `fees.${row}.${match[2] === 'reasonCode' ? 'reasonCode' : 'amount'}`;
}

/**
 * The issues of the approval as typed, each at its form field: the shared schema's for each
 * amount sent (not an amount, lower without a reason) and for the conditions (too long), then the
 * shared approval rules' over the amounts that passed it (above the request, a reason not among
 * `reductionCodes`).
 */
export function approveIssues(
  values: ApproveFormValues,
  requested: readonly RequestedFee[],
  details: FeeDetails,
  reductionCodes: ReadonlySet<string>,
): { submission: ApproveSubmission; issues: FieldIssue[] } {
  const submission = approveSubmissionOf(values, requested);
  const issues: FieldIssue[] = [];
  const at = (path: string, message: string) => {
    const field = formPathOf(path, submission.rows);
    if (field) issues.push({ path: field, message });
  };
  const { approvedAmounts = [], ...rest } = submission.body;
  const body = approveDecisionBodySchema.safeParse({ ...rest, approvedAmounts: [] });
  if (!body.success) for (const issue of body.error.issues) at(issue.path.join('.'), issue.message);
  // The amounts that read as amounts, and the position in the body of each.
  const readable: { item: ApprovedAmount; at: number }[] = [];
  approvedAmounts.forEach((amount, i) => {
    const item = approvedAmountSchema.safeParse(amount);
    if (item.success) readable.push({ item: item.data, at: i });
    else
      for (const issue of item.error.issues)
        at(`approvedAmounts.${i}.${issue.path.join('.')}`, issue.message);
  });
  const rules = approveFees(
    details,
    readable.map((r) => r.item),
    reductionCodes,
  );
  for (const issue of rules.issues) {
    const [, j, field] = issue.path.split('.');
    const i = readable[Number(j)]?.at;
    if (i !== undefined) at(`approvedAmounts.${i}.${field}`, issue.message);
  }
  return { submission, issues };
}

/** The form's resolver: the shared schema and rules decide; Submit gets what to send. */
export function approveResolver(
  requested: readonly RequestedFee[],
  details: FeeDetails,
  reductionCodes: ReadonlySet<string>,
): Resolver<ApproveFormValues, unknown, ApproveSubmission> {
  return (values) => {
    const { submission, issues } = approveIssues(values, requested, details, reductionCodes);
    if (issues.length === 0) return { values: submission, errors: {} };
    const errors: FieldErrors<ApproveFormValues> = {};
    // The first issue of a field is the one it shows.
    for (const issue of [...issues].reverse()) {
      set(errors, issue.path, { type: 'validate', message: issue.message });
    }
    return { values: {}, errors };
  };
}

/**
 * The approved total as typed, by the shared total rule over every fee's approved amount; null
 * while an amount cannot be read or is above its request (the field says why).
 */
export function liveApprovedTotal(
  values: ApproveFormValues,
  requested: readonly RequestedFee[],
  details: FeeDetails,
): string | null {
  const amounts: ApprovedAmount[] = [];
  for (const [row, fee] of requested.entries()) {
    const amount = parseMoneyInput(values.fees[row]?.amount ?? fee.requested);
    if (amount === null || compareMoney(amount, fee.requested) > 0) return null;
    amounts.push({ fee: fee.fee, ...(fee.index === null ? {} : { index: fee.index }), amount });
  }
  return approvedTotal(approveFees(details, amounts, new Set()).fees);
}
