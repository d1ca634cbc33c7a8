import {
  AUTHORISATION_MESSAGES,
  AUTHORISATION_POLICY,
  remoteMismatchWithTriesLeft,
  type RemoteAuthenticationBody,
  type RemoteAuthorisationResponse,
} from '@preauth/shared';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { auditRequestAction } from '../../../core/audit/audit-log';
import type { Executor } from '../../../core/db/database';
import { remotePasswordAttempts } from '../../../core/db/schema';
import type { AppDeps, CallerContext } from '../../../core/http/context';
import { ForbiddenError, ValidationError } from '../../../core/http/errors';
import type { Principal } from '../../../core/http/principal';
import { recordAuthorisationProof } from '../access/authorisation-proofs';
import { loadIdentitySnapshot, remotePasswordMatches } from '../access/identity-check';
import { requestToAuthorise } from './authorising-policyholder';

/** A wrong password: 400 on the `otp` field, naming neither part, with the tries left. */
class RemotePasswordWrongError extends ValidationError {
  constructor(triesLeft: number) {
    const message = remoteMismatchWithTriesLeft(triesLeft);
    super(message, [{ path: 'otp', message }]);
  }
}

/** REM is locked for this request; the message names the methods still open. */
class RemotePasswordLockedError extends ForbiddenError {
  constructor() {
    super(AUTHORISATION_MESSAGES.remoteLocked);
  }
}

const a = remotePasswordAttempts;
const MAX_FAILURES = AUTHORISATION_POLICY.remotePasswordMaxFailures;

/**
 * Counts an attempt before it is compared, in one conditional UPDATE (after making sure the row
 * exists), so parallel attempts cannot exceed the limit. Answers the attempt's number, or null
 * when REM is locked for this request and person.
 */
async function countAttempt(db: Executor, paId: string, userId: string, now: Date) {
  return db.transaction(async (tx) => {
    await tx.insert(a).values({ paId, userId }).onConflictDoNothing();
    const [row] = await tx
      .update(a)
      .set({
        failures: sql`${a.failures} + 1`,
        // The limit's last attempt locks it whatever it answers; a match clears the lock below.
        lockedAt: sql`case when ${a.failures} + 1 >= ${MAX_FAILURES} then ${now.toISOString()}::timestamptz end`,
      })
      .where(
        and(
          eq(a.paId, paId),
          eq(a.userId, userId),
          isNull(a.lockedAt),
          lt(a.failures, MAX_FAILURES),
        ),
      )
      .returning({ attempt: a.failures });
    return row?.attempt ?? null;
  });
}

/**
 * The REM method of a logged-in policyholder (000 §2.2, §2.8; issue 25): the date of birth
 * (DDMMYYYY) then the NRIC/FIN/passport of the request's policyholder, checked like the remote
 * authoriser's password but on its own budget per (user, request). A match records the proof the
 * declaration's submit uses up, as a verified PIN does; the limit's wrong answer locks REM for
 * that request only (the PIN and Singpass methods stay open). Audited without the password.
 */
export function createRemotePasswordCheck(deps: AppDeps) {
  const { db, clock } = deps;

  const audit = auditRequestAction;

  return async function check(
    principal: Principal,
    paId: string,
    body: RemoteAuthenticationBody,
    caller: CallerContext,
  ): Promise<RemoteAuthorisationResponse> {
    const row = await requestToAuthorise(deps, principal, paId, caller, 'REM');
    if (principal.kind !== 'user') throw new ForbiddenError();
    const userId = principal.user.userId;
    const now = clock.now();
    const attempt = await countAttempt(db, row.id, userId, now);
    if (attempt === null) {
      await audit(db, principal, caller, 'authorisation.rem-failed', row.id, now, {
        attempt,
        reason: 'locked',
      });
      throw new RemotePasswordLockedError();
    }
    const snapshot = await loadIdentitySnapshot(db, row.id);
    if (!remotePasswordMatches(body.otp, snapshot)) {
      const locked = attempt >= MAX_FAILURES;
      await audit(db, principal, caller, 'authorisation.rem-failed', row.id, now, {
        attempt,
        reason: locked ? 'locked' : 'wrong',
      });
      if (locked) throw new RemotePasswordLockedError();
      throw new RemotePasswordWrongError(MAX_FAILURES - attempt);
    }
    const validUntil = await db.transaction(async (tx) => {
      await tx
        .update(a)
        .set({ failures: 0, lockedAt: null })
        .where(and(eq(a.paId, row.id), eq(a.userId, userId)));
      const proof = { paId: row.id, policyholderId: row.policyholderId, method: 'REM' as const };
      const until = await recordAuthorisationProof(tx, proof, now);
      await audit(tx, principal, caller, 'authorisation.rem-verified', row.id, now, { attempt });
      return until;
    });
    return { authMethod: 'REM', validUntil: validUntil.toISOString() };
  };
}
