// The decisions of the demo's approved and rejected requests, as the decisions flow writes them.
import {
  approveFees,
  approvedTotal,
  certificateValidUntil,
  DEFAULT_INSURER_POLICY,
  type ApprovedAmount,
} from '@preauth/shared';
import { randomUUID } from 'node:crypto';
import type { Executor } from '../core/db/database';
import * as t from '../core/db/schema';
import { decisionLineRows } from '../modules/requests/lifecycle/decision-records.repository';
import { newVerificationCode } from '../modules/requests/lifecycle/verification-codes';
import { DEMO_DECISION_REASONS } from './demo-decision-reasons';

/** Cents of a decimal string with at most two decimals; seed amounts are never floats. */
export const cents = (amount: string) => {
  const [whole = '0', fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};
export const amount = (value: number) =>
  `${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`;

/** A demo submission's row and its fees, as a decision reads them. */
export interface DemoSubmission {
  detailId: string;
  fees: Parameters<typeof approveFees>[0];
}

/** The rejection the demo's rejected requests give: its code, and the text for the policyholder. */
export const DEMO_REJECTION = {
  code: 'REJ-EXCL',
  text: 'The condition is excluded by the policy.',
};
/** The reduction every other demo approval makes: the hospital charges lowered by 10 %. */
const DEMO_REDUCTION = 'RED-WARD';

const reasonLabel = (kind: 'rejection' | 'reduction', code: string) => {
  const reason = DEMO_DECISION_REASONS.find((r) => r.kind === kind && r.code === code);
  if (!reason) throw new Error(`Demo reason ${code} missing`);
  return reason.label;
};

/**
 * The decision of each approved or rejected demo request, at the time it reached APP or REJ:
 * approvals at the requested amounts, every other one with its hospital charges
 * lowered by a tenth for a reduction reason, each with a verification code drawn as the decisions
 * flow draws it, so its certificate prints the approved amounts, the code and the QR code;
 * rejections with a coded reason and the text the request keeps.
 */
export async function insertDemoDecisions(
  tx: Executor,
  decided: {
    paId: string;
    outcome: 'APP' | 'REJ';
    at: Date;
    submission: DemoSubmission;
  }[],
  adjudicatorId: string,
) {
  if (decided.length === 0) return;
  let approvalCount = 0;
  const approvals = decided.map(({ outcome, submission }) => {
    if (outcome !== 'APP') return null;
    approvalCount += 1;
    const lowered: ApprovedAmount[] =
      approvalCount % 2 === 0
        ? [
            {
              fee: 'hospital-charges',
              amount: amount(Math.round(cents(submission.fees.totalHospitalcharges ?? '0') * 0.9)),
              reasonCode: DEMO_REDUCTION,
            },
          ]
        : [];
    const { fees, issues } = approveFees(submission.fees, lowered, new Set([DEMO_REDUCTION]));
    if (issues.length > 0) throw new Error(`Demo approval refused: ${issues[0]!.message}`);
    return fees;
  });
  const rows = decided.map(({ paId, at, submission }, i) => {
    const fees = approvals[i];
    return {
      id: randomUUID(),
      paId,
      adjudicatorId,
      detailId: submission.detailId,
      decidedAt: at,
      ...(fees
        ? {
            outcome: 'approve' as const,
            approvedTotalBill: approvedTotal(fees),
            verificationCode: newVerificationCode(),
            // The demo insurers run on the default policy.
            validUntil: certificateValidUntil(at, DEFAULT_INSURER_POLICY.certificateValidityDays),
          }
        : {
            outcome: 'reject' as const,
            reasonCode: DEMO_REJECTION.code,
            reasonLabel: reasonLabel('rejection', DEMO_REJECTION.code),
            reasonText: DEMO_REJECTION.text,
          }),
    };
  });
  await tx.insert(t.paDecisions).values(rows);
  const reductionLabels = new Map(
    DEMO_DECISION_REASONS.filter((r) => r.kind === 'reduction').map((r) => [r.code, r.label]),
  );
  const lines = rows.flatMap(({ id }, i) =>
    decisionLineRows(id, approvals[i] ?? [], reductionLabels),
  );
  if (lines.length > 0) await tx.insert(t.paDecisionLines).values(lines);
}
