import type { CaseNote, CaseNoteBody, CaseNotes, Colleagues } from '@preauth/shared';
import { userActor, writeAudit } from '../../../core/audit/audit-log';
import type { AppDeps, AuthenticatedUser, CallerContext } from '../../../core/http/context';
import { findRequestFor } from '../access/request-policy';
import type { UserPrincipal } from './case-holds.service';
import { adjudicatorsOf, insertNote, notesOf } from './case-notes.repository';

/**
 * A case's internal notes, for its insurer's adjudicators (the routes' only callers); another
 * insurer's case is 404, audited by the request policy.
 */
export async function loadCaseNotes(
  deps: AppDeps,
  principal: UserPrincipal,
  paId: string,
  caller: CallerContext,
): Promise<CaseNotes> {
  await findRequestFor(deps, principal, paId, caller);
  return { notes: await notesOf(deps.db, paId) };
}

/** Leaves a note on the case, in any status; audited (the note's id, never its text). */
export async function addCaseNote(
  deps: AppDeps,
  principal: UserPrincipal,
  paId: string,
  { body }: CaseNoteBody,
  caller: CallerContext,
): Promise<CaseNote> {
  const { user } = principal;
  await findRequestFor(deps, principal, paId, caller);
  const now = deps.clock.now();
  const id = await deps.db.transaction(async (tx) => {
    const noteId = await insertNote(tx, {
      paId,
      insurerId: user.insurerId,
      authorId: user.userId,
      body,
      createdAt: now,
    });
    await writeAudit(tx, {
      ...userActor(user, caller),
      action: 'case.note-added',
      paId,
      details: { noteId },
      occurredAt: now,
    });
    return noteId;
  });
  return { id, authorName: user.name, createdAt: now.toISOString(), body, assignedToName: null };
}

/** The caller's insurer's adjudicators, the caller marked. */
export async function listColleagues(deps: AppDeps, user: AuthenticatedUser): Promise<Colleagues> {
  const rows = await adjudicatorsOf(deps.db, user.insurerId);
  return {
    colleagues: rows.map(({ id, name }) => ({ id, name, isMe: id === user.userId })),
  };
}
