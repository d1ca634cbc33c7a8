import type { ApprovedFee, DecisionOutcome, DocumentKind } from '@preauth/shared';
import type { Executor } from '../../../core/db/database';
import * as t from '../../../core/db/schema';
import { releaseHold } from '../access/case-holds';
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
  requiredDocumentKinds?: DocumentKind[];
  conditions?: string | null;
  approvedTotalBill?: string | null;
  verificationCode?: string | null;
  /** An approval's certificate's last valid day (`certificateValidUntil`), required for one. */
  validUntil?: string | null;
}

/**
 * The one writer of a decision, the adjudicator's or the automatic approval's, in the
 * transition's transaction: its row, an approval's amount for every fee (with the reduction's
 * reason, code and label, where lower), and the end of the case's hold. Answers its id.
 */
export async function writeDecision(
  tx: Executor,
  decision: NewDecision,
  lines?: { fees: readonly ApprovedFee[]; reasonLabels: ReadonlyMap<string, string> },
): Promise<string> {
  const [row] = await tx.insert(t.paDecisions).values(decision).returning({ id: t.paDecisions.id });
  if (!row) throw new Error('The decision was not written');
  if (lines && lines.fees.length > 0) {
    await tx
      .insert(t.paDecisionLines)
      .values(decisionLineRows(row.id, lines.fees, lines.reasonLabels));
  }
  await releaseHold(tx, decision.paId);
  return row.id;
}
