import type { CaseHold } from '@preauth/shared';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import type { HoldRow } from '../access/case-holds';
import * as t from '../../../core/db/schema';

const a = t.caseAssignments;

/** A hold as the API gives it, from the caller's point of view. */
export function holdOf(row: HoldRow | null, userId: string): CaseHold | null {
  if (!row) return null;
  return {
    adjudicatorId: row.adjudicatorId,
    adjudicatorName: row.adjudicatorName,
    takenAt: row.takenAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    heldByMe: row.adjudicatorId === userId,
  };
}

/**
 * Gives the case to the adjudicator until `expiresAt` unless another adjudicator's live hold is
 * there (and `takeOver` is false): one statement, so of two adjudicators taking at once the second
 * waits for the first's row and then finds it held. Answers whether the hold is now the caller's.
 */
export async function claimHold(
  tx: Executor,
  hold: { paId: string; adjudicatorId: string; takenAt: Date; expiresAt: Date },
  takeOver: boolean,
): Promise<boolean> {
  const mayReplace = takeOver
    ? sql`true`
    : or(eq(a.adjudicatorId, hold.adjudicatorId), sql`${a.expiresAt} <= ${hold.takenAt}`);
  const rows = await tx
    .insert(a)
    .values(hold)
    .onConflictDoUpdate({
      target: a.paId,
      set: {
        adjudicatorId: hold.adjudicatorId,
        takenAt: hold.takenAt,
        expiresAt: hold.expiresAt,
      },
      setWhere: mayReplace,
    })
    .returning({ paId: a.paId });
  return rows.length > 0;
}

/** Removes the adjudicator's own hold; answers whether there was one. */
export async function dropHold(tx: Executor, paId: string, adjudicatorId: string) {
  const rows = await tx
    .delete(a)
    .where(and(eq(a.paId, paId), eq(a.adjudicatorId, adjudicatorId)))
    .returning({ expiresAt: a.expiresAt });
  return rows[0] ?? null;
}
