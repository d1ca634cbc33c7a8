import type { DecisionReason, DecisionReasonKind } from '@preauth/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import * as t from '../../../core/db/schema';

const r = t.decisionReasons;

/** The insurer's active reasons, rejection then reduction, each by code. */
export function activeReasons(db: Executor, insurerId: string): Promise<DecisionReason[]> {
  return db
    .select({ kind: r.kind, code: r.code, label: r.label })
    .from(r)
    .where(and(eq(r.insurerId, insurerId), eq(r.active, true)))
    .orderBy(asc(r.kind), asc(r.code));
}

/** The insurer's active reasons of one kind, by code: what a decision may name. */
export async function activeReasonsOf(
  db: Executor,
  insurerId: string,
  kind: DecisionReasonKind,
): Promise<Map<string, string>> {
  const rows = await activeReasons(db, insurerId);
  return new Map(rows.filter((row) => row.kind === kind).map((row) => [row.code, row.label]));
}
