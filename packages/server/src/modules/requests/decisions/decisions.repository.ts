import type { ApprovedFee, DecisionOutcome } from '@preauth/shared';
import type { Executor } from '../../../core/db/database';
import * as t from '../../../core/db/schema';
import { decisionLineRows } from '../lifecycle/decision-records.repository';

export interface NewDecision {
  paId: string;
  outcome: DecisionOutcome;
  /** Null when the system decided (straight-through). */
  adjudicatorId: string | null;
  detailId: string | null;
  decidedAt: Date;
  reasonCode?: string | null;
  reasonLabel?: string | null;
  reasonText?: string | null;
  conditions?: string | null;
  approvedTotalBill?: string | null;
  verificationCode?: string | null;
}

/** Writes one decision (in the transition's transaction); answers its id. */
export async function insertDecision(tx: Executor, decision: NewDecision): Promise<string> {
  const [row] = await tx.insert(t.paDecisions).values(decision).returning({ id: t.paDecisions.id });
  if (!row) throw new Error('The decision was not written');
  return row.id;
}

/** An approval's amount for every fee, with the reduction's reason (code and label) when lower. */
export async function insertDecisionLines(
  tx: Executor,
  decisionId: string,
  fees: readonly ApprovedFee[],
  reasonLabels: ReadonlyMap<string, string>,
): Promise<void> {
  if (fees.length === 0) return;
  await tx.insert(t.paDecisionLines).values(decisionLineRows(decisionId, fees, reasonLabels));
}
