import {
  ADJUDICATION_MESSAGES as M,
  ADJUDICATION_POLICY,
  CASE_NOTE_MESSAGES,
  displaySingaporeDateTime,
  type AssignCaseBody,
  type CaseHold,
} from '@preauth/shared';
import { userActor, writeAudit } from '../../../core/audit/audit-log';
import type { AppDeps, CallerContext } from '../../../core/http/context';
import type { Principal } from '../../../core/http/principal';
import { ConflictError, ValidationError } from '../../../core/http/errors';
import { findRequestFor } from '../access/request-policy';
import { caseHeldError, liveHold } from '../access/case-holds';
import { queueCaseAssignedEmail } from './case-assignment-email';
import { claimHold, dropHold, holdOf } from './case-holds.repository';
import { adjudicatorOf, insertNote } from './case-notes.repository';

/** An adjudicator's principal (the routes' callers are users only). */
export type UserPrincipal = Extract<Principal, { kind: 'user' }>;

/**
 * Takes the case for `holdMinutes`: a first take, a renewal of one's own hold, or with `takeOver`
 * another adjudicator's live hold (audited as a take-over, naming whose). Only a request in
 * Processing can be taken; another insurer's request is 404 (audited by the request policy).
 */
export async function takeCase(
  deps: AppDeps,
  principal: UserPrincipal,
  paId: string,
  takeOver: boolean,
  caller: CallerContext,
): Promise<CaseHold> {
  const { user } = principal;
  const row = await findRequestFor(deps, principal, paId, caller);
  if (row.statusCode !== 'PRO') throw new ConflictError(M.notInProcessing, 'NOT_ALLOWED_IN_STATUS');
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + ADJUDICATION_POLICY.holdMinutes * 60_000);
  return deps.db.transaction(async (tx) => {
    const before = await liveHold(tx, paId, now, true);
    const fromOther = before && before.adjudicatorId !== user.userId ? before : null;
    if (fromOther && !takeOver) throw caseHeldError(fromOther);
    const hold = { paId, adjudicatorId: user.userId, takenAt: now, expiresAt };
    if (!(await claimHold(tx, hold, takeOver))) {
      // Another adjudicator took it between the read and the write.
      const winner = await liveHold(tx, paId, now);
      throw winner
        ? caseHeldError(winner)
        : new ConflictError(M.notInProcessing, 'REQUEST_CHANGED');
    }
    await writeAudit(tx, {
      ...userActor(user, caller),
      action: fromOther ? 'case.taken-over' : 'case.taken',
      paId,
      details: fromOther
        ? { fromAdjudicatorId: fromOther.adjudicatorId, expiresAt: expiresAt.toISOString() }
        : { renewed: Boolean(before), expiresAt: expiresAt.toISOString() },
      occurredAt: now,
    });
    return holdOf({ ...hold, adjudicatorName: user.name }, user.userId)!;
  });
}

/** Releases the caller's own hold (nothing to do without one); another's live hold is 409. */
export async function releaseCase(
  deps: AppDeps,
  principal: UserPrincipal,
  paId: string,
  caller: CallerContext,
): Promise<void> {
  const { user } = principal;
  await findRequestFor(deps, principal, paId, caller);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const dropped = await dropHold(tx, paId, user.userId);
    if (dropped) {
      await writeAudit(tx, {
        ...userActor(user, caller),
        action: 'case.released',
        paId,
        occurredAt: now,
      });
      return;
    }
    const other = await liveHold(tx, paId, now);
    if (other) throw caseHeldError(other);
  });
}

/**
 * Assigns a case in Processing to a colleague: the hold becomes theirs for `assignedHoldHours`
 * (the same hold as taking: they may renew, release or lose it to a take-over), the note (if any)
 * is left on the case naming them, and they are emailed. Refused with 409 while a third
 * adjudicator holds the case, as taking is; audited as an assignment.
 */
export async function assignCase(
  deps: AppDeps,
  principal: UserPrincipal,
  paId: string,
  body: AssignCaseBody,
  caller: CallerContext,
): Promise<CaseHold> {
  const { user } = principal;
  const row = await findRequestFor(deps, principal, paId, caller);
  if (row.statusCode !== 'PRO') throw new ConflictError(M.notInProcessing, 'NOT_ALLOWED_IN_STATUS');
  const field = (message: string) =>
    new ValidationError(message, [{ path: 'adjudicatorId', message }]);
  if (body.adjudicatorId === user.userId) throw field(CASE_NOTE_MESSAGES.assignToOther);
  const colleague = await adjudicatorOf(deps.db, user.insurerId, body.adjudicatorId);
  if (!colleague) throw field(CASE_NOTE_MESSAGES.notAnAdjudicator);
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + ADJUDICATION_POLICY.assignedHoldHours * 3_600_000);
  return deps.db.transaction(async (tx) => {
    const before = await liveHold(tx, paId, now, true);
    if (before && before.adjudicatorId !== user.userId && before.adjudicatorId !== colleague.id) {
      throw caseHeldError(before);
    }
    const hold = { paId, adjudicatorId: colleague.id, takenAt: now, expiresAt };
    await claimHold(tx, hold, true);
    const noteId = body.note
      ? await insertNote(tx, {
          paId,
          insurerId: user.insurerId,
          authorId: user.userId,
          assignedToId: colleague.id,
          body: body.note,
          createdAt: now,
        })
      : null;
    await writeAudit(tx, {
      ...userActor(user, caller),
      action: 'case.assigned',
      paId,
      details: { toAdjudicatorId: colleague.id, noteId, expiresAt: expiresAt.toISOString() },
      occurredAt: now,
    });
    await queueCaseAssignedEmail(
      tx,
      deps.config.publicUrl,
      {
        paId,
        erefNo: row.erefNo,
        to: colleague,
        byName: user.name,
        withNote: noteId !== null,
        until: displaySingaporeDateTime(expiresAt),
      },
      now,
    );
    return holdOf({ ...hold, adjudicatorName: colleague.name }, user.userId)!;
  });
}
