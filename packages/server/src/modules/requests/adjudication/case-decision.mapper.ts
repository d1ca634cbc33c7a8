import type { CaseDecision, RequestClinicalDetails } from '@preauth/shared';
import { approvedFeeLineOf } from '../aggregate/approved-fee-line';
import type { CaseDecisions, DecisionMade } from './case-view.repository';

/** Who decided: the adjudicator, else the rule set's version that approved automatically. */
export function decidedBy({ record, adjudicatorName, ruleVersion }: DecisionMade) {
  if (adjudicatorName !== null) return { kind: 'adjudicator' as const, name: adjudicatorName };
  if (ruleVersion !== null) return { kind: 'automatic' as const, ruleVersion };
  throw new Error(`Decision ${record.id} has neither an adjudicator nor a rule version`);
}

/** A decision's reversal, in the wire's names. */
export const reversalOf = ({ reversal }: DecisionMade) =>
  reversal && {
    reversedAt: reversal.at.toISOString(),
    reversedBy: reversal.by,
    reason: reversal.reason,
  };

/**
 * The latest decision, its lines in the order the case's fees list them (their items described
 * from `details`, the latest submission's); null before any.
 */
export function latestDecisionSection(
  { made, latestLines }: CaseDecisions,
  details: RequestClinicalDetails | null,
): CaseDecision | null {
  const latest = made.at(-1);
  if (!latest) return null;
  const { record } = latest;
  return {
    outcome: record.outcome,
    decidedAt: record.decidedAt.toISOString(),
    decidedBy: decidedBy(latest),
    reasonCode: record.reasonCode,
    reasonLabel: record.reasonLabel,
    reasonText: record.reasonText,
    conditions: record.conditions,
    requiredDocumentKinds: record.requiredDocumentKinds,
    lines: latestLines.map((line) => approvedFeeLineOf(line, details)),
    approvedTotal: record.approvedTotalBill,
    verificationCode: record.verificationCode,
    validUntil: record.validUntil,
    reversal: reversalOf(latest),
  };
}
