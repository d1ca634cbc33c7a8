import { approvedFeeName, codedReason, compareMoney } from '@preauth/shared';
import type { DecisionLine, DecisionRecord } from '../lifecycle/decision-records.repository';
import type { ApprovedLine, DecisionNews } from './decision-emails';

const lowered = (line: DecisionLine) => compareMoney(line.approvedAmount, line.requestedAmount) < 0;

/** Why a fee was lowered, "label (code)" as the certificate prints it; null when it was not. */
function reductionReason(line: DecisionLine): string | null {
  if (!lowered(line)) return null;
  return codedReason(line.reasonCode, line.reasonLabel) ?? 'not recorded';
}

/** A fee of the approval with the reason it was lowered. */
const approvedLineOf = (line: DecisionLine): ApprovedLine => ({
  name: approvedFeeName(line),
  itemCode: line.itemCode,
  surgeon: line.fee === 'surgeon',
  requested: line.requestedAmount,
  approved: line.approvedAmount,
  reason: reductionReason(line),
});

/** What the emails of a decision say: the decision with its lines, and the total requested. */
export const decisionNewsOf = (
  decision: DecisionRecord & { lines: DecisionLine[] },
  requestedTotal: string | null,
): DecisionNews => ({
  decisionId: decision.id,
  outcome: decision.outcome,
  approvedTotal: decision.approvedTotalBill,
  requestedTotal,
  reduced: decision.lines.some(lowered),
  lines: decision.lines.map(approvedLineOf),
  conditions: decision.conditions,
  reasonLabel: decision.reasonLabel,
  reasonText: decision.reasonText,
});
