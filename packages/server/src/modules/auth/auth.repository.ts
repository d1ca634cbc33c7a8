import { LOGIN_POLICY } from '@preauth/shared';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../core/db/database';
import { insurers, sessions, users } from '../../core/db/schema';

const userColumns = {
  userId: users.id,
  name: users.name,
  userType: users.userType,
  insurerId: users.insurerId,
  insurerCode: insurers.code,
  policyholderId: users.policyholderId,
  patientId: users.patientId,
  consultantId: users.consultantId,
};

export async function findUserByLogin(db: Executor, login: string) {
  const [row] = await db
    .select({ ...userColumns, passwordHash: users.passwordHash, lockedUntil: users.lockedUntil })
    .from(users)
    .innerJoin(insurers, eq(insurers.id, users.insurerId))
    .where(or(eq(sql`lower(${users.username})`, login), eq(sql`lower(${users.email})`, login)))
    .limit(1);
  return row;
}

/**
 * Counts a failed login in one statement, so parallel attempts cannot slip past the limit. A
 * failure outside the window (or after a lock ran out) starts a new window.
 */
export async function recordLoginFailure(db: Executor, userId: string, now: Date) {
  const windowStart = new Date(now.getTime() - LOGIN_POLICY.failureWindowMs);
  const lockUntil = new Date(now.getTime() + LOGIN_POLICY.lockDurationMs);
  const startsNewWindow = sql`(${users.failedLoginWindowStart} is null
    or ${users.failedLoginWindowStart} <= ${windowStart}
    or ${users.lockedUntil} <= ${now})`;
  const newCount = sql<number>`case when ${startsNewWindow} then 1 else ${users.failedLoginCount} + 1 end`;
  const [row] = await db
    .update(users)
    .set({
      failedLoginCount: newCount,
      failedLoginWindowStart: sql`case when ${startsNewWindow} then ${now}::timestamptz else ${users.failedLoginWindowStart} end`,
      lockedUntil: sql`case when ${newCount} >= ${LOGIN_POLICY.maxFailures} then ${lockUntil}::timestamptz else ${users.lockedUntil} end`,
    })
    .where(eq(users.id, userId))
    .returning({ failedLoginCount: users.failedLoginCount, lockedUntil: users.lockedUntil });
  return row;
}

export async function clearLoginFailures(db: Executor, userId: string) {
  await db
    .update(users)
    .set({ failedLoginCount: 0, failedLoginWindowStart: null, lockedUntil: null })
    .where(eq(users.id, userId));
}

export async function insertSession(
  db: Executor,
  values: { userId: string; tokenHash: string; createdAt: Date; expiresAt: Date },
) {
  const [row] = await db
    .insert(sessions)
    .values({ ...values, lastSeenAt: values.createdAt })
    .returning({ id: sessions.id });
  if (!row) throw new Error('Session insert returned no row');
  return row;
}

export async function findSessionByTokenHash(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({
      ...userColumns,
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(insurers, eq(insurers.id, users.insurerId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return row;
}

export async function touchSession(db: Executor, sessionId: string, now: Date) {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
}

/** Ends a session; answers whether it was still open. */
export async function revokeSession(db: Executor, sessionId: string, now: Date) {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}
