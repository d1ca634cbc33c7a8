import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import { oidcStates } from '../../../core/db/schema';
import type { LoginSecrets } from './singpass-client';

/** Who started a login: a login session's user, or a link session (the remote authoriser). */
export interface LoginStarter {
  kind: 'user' | 'link';
  id: string;
}

export interface SingpassLogin extends LoginSecrets {
  paId: string;
  policyholderId: string;
}

const s = oidcStates;

/** Keeps a new login's secrets under its state's hash until `expiresAt`. */
export async function insertLogin(
  db: Executor,
  login: SingpassLogin & { stateHash: string; starter: LoginStarter; expiresAt: Date },
  now: Date,
): Promise<void> {
  const { stateHash, starter, expiresAt, ...rest } = login;
  await db.insert(s).values({
    ...rest,
    stateHash,
    principalKind: starter.kind,
    principalId: starter.id,
    expiresAt,
    createdAt: now,
  });
}

/**
 * Uses up the login of this state if it is live and was started by `starter`; null otherwise
 * (unknown, used, expired, or someone else's). One conditional update, so two callbacks racing
 * with one state cannot both have it.
 */
export async function takeLogin(
  db: Executor,
  stateHash: string,
  starter: LoginStarter,
  now: Date,
): Promise<SingpassLogin | null> {
  const [row] = await db
    .update(s)
    .set({ consumedAt: now })
    .where(
      and(
        eq(s.stateHash, stateHash),
        eq(s.principalKind, starter.kind),
        eq(s.principalId, starter.id),
        isNull(s.consumedAt),
        gt(s.expiresAt, now),
      ),
    )
    .returning();
  if (!row) return null;
  return {
    paId: row.paId,
    policyholderId: row.policyholderId,
    nonce: row.nonce,
    codeVerifier: row.codeVerifier,
    dpopKey: row.dpopKey,
  };
}

/** Drops logins that ended before `before` (used or expired): their secrets serve nothing. */
export async function deleteLoginsExpiredBefore(db: Executor, before: Date): Promise<void> {
  await db.delete(s).where(lt(s.expiresAt, before));
}
