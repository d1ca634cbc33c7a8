import { compareMoney } from '@preauth/shared';
import type { Executor } from '../../../core/db/database';
import { decisionLines, latestDecision } from '../lifecycle/decision-records.repository';
import { loadClinicalDetails } from '../submissions/clinical-details.repository';
import type { DecisionNews } from './decision-emails';

/** What the emails of the request's latest decision say (the decision its event just wrote). */
export async function decisionNews(tx: Executor, paId: string): Promise<DecisionNews> {
  const decision = await latestDecision(tx, paId);
  if (!decision) throw new Error(`Request ${paId} has no decision to announce`);
  const [lines, details] = await Promise.all([
    decisionLines(tx, decision.id),
    decision.outcome === 'approve' ? loadClinicalDetails(tx, paId) : null,
  ]);
  return {
    outcome: decision.outcome,
    approvedTotal: decision.approvedTotalBill,
    requestedTotal: details?.totalBill ?? null,
    reduced: lines.some((line) => compareMoney(line.approvedAmount, line.requestedAmount) < 0),
    conditions: decision.conditions,
    reasonLabel: decision.reasonLabel,
    reasonText: decision.reasonText,
  };
}
