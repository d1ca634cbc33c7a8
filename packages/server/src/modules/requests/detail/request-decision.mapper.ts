import type { ApprovedFeeLine, RequestClinicalDetails, RequestDecision } from '@preauth/shared';
import type { DecisionLine } from '../lifecycle/decision-records.repository';
import type { RequestAggregate } from '../aggregate/request-aggregate';

/**
 * The description of a line's item, from the details the decision was taken on (the latest
 * submission while the approval stands); null when that line now holds another item.
 */
function itemDescriptionOf(line: DecisionLine, details: RequestClinicalDetails | null) {
  if (!details || line.lineIndex === null || !line.itemCode) return null;
  if (line.fee === 'other') {
    const fee = details.otherFees[line.lineIndex];
    return fee?.feesCode === line.itemCode ? fee.feesDescription : null;
  }
  const surgery = details.surgeryDetails[line.lineIndex];
  return surgery?.tospCode === line.itemCode ? surgery.tospDescription : null;
}

const lineOf = (line: DecisionLine, details: RequestClinicalDetails | null): ApprovedFeeLine => ({
  fee: line.fee,
  index: line.lineIndex,
  itemCode: line.itemCode,
  itemDescription: itemDescriptionOf(line, details),
  requestedAmount: line.requestedAmount,
  approvedAmount: line.approvedAmount,
  reasonCode: line.reasonCode,
  reasonLabel: line.reasonLabel,
});

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
    lines: approval ? decision.lines.map((line) => lineOf(line, details)) : [],
    approvedTotal: approval ? decision.approvedTotalBill : null,
  };
}
