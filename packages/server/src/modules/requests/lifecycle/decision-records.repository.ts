import type { ApprovedFee } from '@preauth/shared';
import { and, asc, desc, eq, isNotNull, notExists } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import * as t from '../../../core/db/schema';

const d = t.paDecisions;

/**
 * The insurer's decisions on a request (`pa_decisions`, written by the decisions flow in the
 * transition's transaction), as the kernel's readers need them: the review, the emails, the
 * certificate and its verification.
 */
export type DecisionRecord = typeof d.$inferSelect;
export type DecisionLine = typeof t.paDecisionLines.$inferSelect;

/**
 * The request's latest decision, or null before the insurer decided. An automatic approval an
 * adjudicator reversed (decision_rule_evaluations) no longer counts: the request waits again.
 */
export async function latestDecision(db: Executor, paId: string): Promise<DecisionRecord | null> {
  const e = t.decisionRuleEvaluations;
  const [row] = await db
    .select()
    .from(d)
    .where(
      and(
        eq(d.paId, paId),
        notExists(
          db
            .select({ id: e.id })
            .from(e)
            .where(and(eq(e.decisionId, d.id), isNotNull(e.reversedAt))),
        ),
      ),
    )
    .orderBy(desc(d.decidedAt), desc(d.id))
    .limit(1);
  return row ?? null;
}

/** A decision by its id with its approved amounts (what an event announced, read later). */
export async function findDecisionWithLines(
  db: Executor,
  decisionId: string,
): Promise<(DecisionRecord & { lines: DecisionLine[] }) | null> {
  const [decision] = await db.select().from(d).where(eq(d.id, decisionId));
  return decision ? { ...decision, lines: await decisionLines(db, decisionId) } : null;
}

/** A decision's approved amounts, in the order the decision listed them. */
export function decisionLines(db: Executor, decisionId: string): Promise<DecisionLine[]> {
  return db
    .select()
    .from(t.paDecisionLines)
    .where(eq(t.paDecisionLines.decisionId, decisionId))
    .orderBy(asc(t.paDecisionLines.position));
}

/**
 * An approval's `pa_decision_lines` rows: every fee with its requested and approved amounts, and
 * the reduction's reason (code and its label at the time) when lower. Written by the decisions
 * flow, and by the demo seed for its past approvals.
 */
export function decisionLineRows(
  decisionId: string,
  fees: readonly ApprovedFee[],
  reasonLabels: ReadonlyMap<string, string>,
): (typeof t.paDecisionLines.$inferInsert)[] {
  return fees.map((fee, position) => ({
    decisionId,
    position,
    fee: fee.fee,
    lineIndex: fee.index,
    itemCode: fee.itemCode,
    requestedAmount: fee.requested,
    approvedAmount: fee.approved,
    reasonCode: fee.reasonCode,
    reasonLabel: fee.reasonCode ? (reasonLabels.get(fee.reasonCode) ?? null) : null,
  }));
}
