import { LOGIN_POLICY } from '@preauth/shared';
import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../core/db/database';
import {
  insurers,
  loginAttempts,
  loginKnownAddresses,
  sessions,
  users,
} from '../../core/db/schema';

const userColumns = {
  userId: users.id,
  name: users.name,
  userType: users.userType,
  insurerId: users.insurerId,
  insurerCode: insurers.code,
  policyholderId: users.policyholderId,
  patientId: users.patientId,
  consultantId: users.consultantId,
  doctorId: users.doctorId,
};

export async function findUserByLogin(db: Executor, login: string) {
  const [row] = await db
    .select({ ...userColumns, passwordHash: users.passwordHash })
    .from(users)
    .innerJoin(insurers, eq(insurers.id, users.insurerId))
    .where(or(eq(sql`lower(${users.username})`, login), eq(sql`lower(${users.email})`, login)))
    .limit(1);
  return row;
}

const a = loginAttempts;
const k = loginKnownAddresses;

/** A policy number as an SQL literal (numbers only, so nothing typed reaches it). */
const literal = (n: number) => sql.raw(String(n));

/**
 * Counts a login of this name from this address before the password is checked, in one statement,
 * so parallel tries cannot pass the limit; false when the address has used up its window. A try
 * after the window starts a new one.
 */
export async function admitFromAddress(db: Executor, key: string, now: Date): Promise<boolean> {
  const windowEnded = sql`${a.windowStartedAt} <= ${new Date(now.getTime() - LOGIN_POLICY.perAddressWindowMs)}`;
  const rows = await db
    .insert(a)
    .values({ key, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: a.key,
      set: {
        failures: sql`case when ${windowEnded} then 1 else ${a.failures} + 1 end`,
        windowStartedAt: sql`case when ${windowEnded} then ${now}::timestamptz else ${a.windowStartedAt} end`,
      },
      setWhere: sql`${windowEnded} or ${a.failures} < ${literal(LOGIN_POLICY.perAddressMaxFailures)}`,
    })
    .returning({ failures: a.failures });
  return rows.length > 0;
}

/** Gives back a try counted by `admitFromAddress` that the password was never checked for. */
export async function returnAddressTry(db: Executor, key: string): Promise<void> {
  await db
    .update(a)
    .set({ failures: sql`${a.failures} - 1` })
    .where(and(eq(a.key, key), gt(a.failures, 0)));
}

export async function isKnownAddress(
  db: Executor,
  userId: string,
  addressHash: string,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ userId: k.userId })
    .from(k)
    .where(
      and(
        eq(k.userId, userId),
        eq(k.addressHash, addressHash),
        gt(k.lastLoginAt, new Date(now.getTime() - LOGIN_POLICY.knownAddressMs)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Counts a login of the account before the password is checked, in one conditional UPDATE, so
 * parallel tries from any number of addresses cannot pass the account's limits; null when refused.
 * An unknown address must wait out the delay of the last failure and is refused from the ceiling
 * on; a known address only from the account's maximum. From the free failures on, each try sets
 * the delay its failure would start (30 s, doubling, at most an hour); a success clears it.
 */
export async function admitToAccount(
  db: Executor,
  userId: string,
  fromKnownAddress: boolean,
  now: Date,
): Promise<{ failedLoginCount: number } | null> {
  const P = LOGIN_POLICY;
  const next = sql`(${users.failedLoginCount} + 1)`;
  const delayMs = sql`least(${literal(P.accountDelayBaseMs)} * power(2, ${next} - ${literal(P.accountFreeFailures)}), ${literal(P.accountDelayMaxMs)})`;
  const admitted = fromKnownAddress
    ? sql`${users.failedLoginCount} < ${literal(P.accountMaxFailures)}`
    : sql`${users.failedLoginCount} < ${literal(P.accountCeiling)}
        and (${users.lockedUntil} is null or ${users.lockedUntil} <= ${now})`;
  const [row] = await db
    .update(users)
    .set({
      failedLoginCount: next,
      lockedUntil: sql`case when ${next} >= ${literal(P.accountFreeFailures)}
        then ${now}::timestamptz + ${delayMs} * interval '1 millisecond'
        else ${users.lockedUntil} end`,
    })
    .where(and(eq(users.id, userId), admitted))
    .returning({ failedLoginCount: users.failedLoginCount });
  return row ?? null;
}

/**
 * A successful login: the account's failures and delay end, the address's tries for this name
 * are forgotten, and the address becomes (or stays) a known one of the account.
 */
export async function recordLoginSuccess(
  db: Executor,
  login: { userId: string; attemptKey: string; addressHash: string },
  now: Date,
) {
  await db
    .update(users)
    .set({ failedLoginCount: 0, lockedUntil: null })
    .where(eq(users.id, login.userId));
  await db.delete(a).where(eq(a.key, login.attemptKey));
  await db
    .insert(k)
    .values({ userId: login.userId, addressHash: login.addressHash, lastLoginAt: now })
    .onConflictDoUpdate({ target: [k.userId, k.addressHash], set: { lastLoginAt: now } });
}

/** Forgets windows that have ended and addresses no longer known. */
export async function purgeLoginThrottling(db: Executor, now: Date) {
  await db
    .delete(a)
    .where(lte(a.windowStartedAt, new Date(now.getTime() - LOGIN_POLICY.perAddressWindowMs)));
  await db
    .delete(k)
    .where(lte(k.lastLoginAt, new Date(now.getTime() - LOGIN_POLICY.knownAddressMs)));
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
      user: { ...userColumns, sessionId: sessions.id },
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
