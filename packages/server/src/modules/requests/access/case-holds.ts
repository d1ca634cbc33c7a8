import { caseHeldMessage } from '@preauth/shared';
import { and, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import { ConflictError } from '../../../core/http/errors';
import * as t from '../../../core/db/schema';

/*
 * The one rule of a case's hold, used by taking, releasing and deciding alike: a hold is live until
 * its end, and another adjudicator's live hold is refused with one message
 * (docs/decisions/049-work-queue-working-days-holds-case-view-and-holidays-server.md).
 */

const a = t.caseAssignments;

/** The hold's columns with the adjudicator's name, for a query joining users as `t.users`. */
export const holdColumns = {
  adjudicatorId: a.adjudicatorId,
  adjudicatorName: t.users.name,
  takenAt: a.takenAt,
  expiresAt: a.expiresAt,
};

/** A hold on a case: who, since and until when. */
export interface HoldRow {
  adjudicatorId: string;
  adjudicatorName: string;
  takenAt: Date;
  expiresAt: Date;
}

/** The case's live hold (not expired at `now`), with the holder's name; `lock` for a write. */
export async function liveHold(
  db: Executor,
  paId: string,
  now: Date,
  lock = false,
): Promise<HoldRow | null> {
  const query = db
    .select(holdColumns)
    .from(a)
    .innerJoin(t.users, eq(t.users.id, a.adjudicatorId))
    .where(and(eq(a.paId, paId), gt(a.expiresAt, now)))
    .$dynamic();
  const [row] = await (lock ? query.for('update', { of: a }) : query);
  return row ?? null;
}

/** 409: another adjudicator holds the case, naming who and until when (Singapore time). */
export const caseHeldError = (hold: HoldRow) => new ConflictError(caseHeldMessage(hold));

/** A decision needs the case held by the deciding adjudicator or by nobody: else 409 naming who. */
export async function requireNotHeldByOther(
  tx: Executor,
  paId: string,
  adjudicatorId: string,
  now: Date,
): Promise<void> {
  const hold = await liveHold(tx, paId, now);
  if (hold && hold.adjudicatorId !== adjudicatorId) throw caseHeldError(hold);
}

/** The case is decided: nobody holds it any more. */
export async function releaseHold(tx: Executor, paId: string): Promise<void> {
  await tx.delete(a).where(eq(a.paId, paId));
}
