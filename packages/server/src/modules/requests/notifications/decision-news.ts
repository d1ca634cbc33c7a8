import { compareMoney } from '@preauth/shared';
import type { DecisionLine, DecisionRecord } from '../lifecycle/decision-records.repository';
import type { DecisionNews } from './decision-emails';

/** What the emails of a decision say: the decision with its lines, and the total requested. */
export const decisionNewsOf = (
  decision: DecisionRecord & { lines: DecisionLine[] },
  requestedTotal: string | null,
): DecisionNews => ({
  outcome: decision.outcome,
  approvedTotal: decision.approvedTotalBill,
  requestedTotal,
  reduced: decision.lines.some(
    (line) => compareMoney(line.approvedAmount, line.requestedAmount) < 0,
  ),
  conditions: decision.conditions,
  reasonLabel: decision.reasonLabel,
  reasonText: decision.reasonText,
});
