import { DECISION_MESSAGES, displaySingaporeDateTime } from '@preauth/shared';
import { and, eq, gt, ne } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import { ConflictError } from '../../../core/http/errors';
import * as t from '../../../core/db/schema';

const a = t.caseAssignments;

/** Another adjudicator's live hold on a case: who, and until when. */
export interface CaseHold {
  adjudicatorId: string;
  adjudicatorName: string;
  expiresAt: Date;
}

/**
 * The hold on the case by an adjudicator other than `adjudicatorId` that is still live at `now`;
 * null when the case is held by nobody (or by an expired hold) or by `adjudicatorId` itself.
 */
export async function heldByOther(
  tx: Executor,
  paId: string,
  adjudicatorId: string,
  now: Date,
): Promise<CaseHold | null> {
  const [hold] = await tx
    .select({
      adjudicatorId: a.adjudicatorId,
      adjudicatorName: t.users.name,
      expiresAt: a.expiresAt,
    })
    .from(a)
    .innerJoin(t.users, eq(t.users.id, a.adjudicatorId))
    .where(and(eq(a.paId, paId), ne(a.adjudicatorId, adjudicatorId), gt(a.expiresAt, now)));
  return hold ?? null;
}

/** A decision needs the case held by the deciding adjudicator or by nobody: else 409 naming who. */
export async function requireNotHeldByOther(
  tx: Executor,
  paId: string,
  adjudicatorId: string,
  now: Date,
): Promise<void> {
  const hold = await heldByOther(tx, paId, adjudicatorId, now);
  if (hold) {
    throw new ConflictError(
      DECISION_MESSAGES.caseHeld(hold.adjudicatorName, displaySingaporeDateTime(hold.expiresAt)),
    );
  }
}

/** The case is decided: nobody holds it any more. */
export async function releaseHold(tx: Executor, paId: string): Promise<void> {
  await tx.delete(a).where(eq(a.paId, paId));
}
