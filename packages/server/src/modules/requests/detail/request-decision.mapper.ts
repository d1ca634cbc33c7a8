import type { RequestClinicalDetails, RequestDecision } from '@preauth/shared';
import { approvedFeeLineOf } from '../aggregate/approved-fee-line';
import type { RequestAggregate } from '../aggregate/request-aggregate';

/**
 * The latest decision as the policyholder's review shows it: what was decided and why, and an
 * approval's amounts. Who decided, the certificate's code and the rule that decided stay out.
 */
export function requestDecisionOf(
  decision: RequestAggregate['decision'],
  details: RequestClinicalDetails | null,
): RequestDecision | null {
  if (!decision) return null;
  const approval = decision.outcome === 'approve';
  return {
    outcome: decision.outcome,
    decidedOn: decision.decidedAt.toISOString(),
    reasonCode: decision.reasonCode,
    reasonLabel: decision.reasonLabel,
    reasonText: decision.reasonText,
    conditions: decision.conditions,
    lines: approval ? decision.lines.map((line) => approvedFeeLineOf(line, details)) : [],
    approvedTotal: approval ? decision.approvedTotalBill : null,
    validUntil: approval ? decision.validUntil : null,
  };
}
