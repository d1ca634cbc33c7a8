import type { LoginResponse } from '@preauth/shared';
import { LOGIN_POLICY, MESSAGES, SESSION_POLICY } from '@preauth/shared';
import { writeAudit } from '../../core/audit/audit-log';
import type { AuditAction, AuditDetailsByAction } from '../../core/audit/audit-catalogue';
import type { AppDeps, AuthenticatedUser, CallerContext } from '../../core/http/context';
import { UnauthenticatedError } from '../../core/http/errors';
import { addressKey } from '../../core/http/server-limits';
import { generateToken, hashToken } from '../../core/security/tokens';
import * as repo from './auth.repository';
import { verifyPassword } from './password';
import { createSessionCache, type CachedSession } from './session-cache';

/**
 * lastSeenAt is refreshed at most this often, so authenticated reads rarely write (the web app's
 * idle clock allows for it).
 */
const TOUCH_INTERVAL_MS = SESSION_POLICY.lastUseResolutionMs;

/** Ended throttling windows and stale known addresses are deleted at most this often. */
const PURGE_INTERVAL_MS = LOGIN_POLICY.perAddressWindowMs;

/** A wrong password, an unknown account and a throttled login: one answer for all three. */
const invalidCredentials = () =>
  new UnauthenticatedError('INVALID_CREDENTIALS', MESSAGES.invalidCredentials);

/** Whether a login may have its password checked, or what refused it. */
type Admission =
  | { admitted: true; failedLoginCount: number | null }
  | { admitted: false; by: 'address' | 'account' };

/** Whether a session has passed its absolute end or its idle limit at `now`. */
function hasRunOut(session: { lastSeenAt: Date; expiresAt: Date }, now: Date): boolean {
  const idleFor = now.getTime() - session.lastSeenAt.getTime();
  return now >= session.expiresAt || idleFor >= SESSION_POLICY.idleTimeoutMs;
}

export function createAuthService({ db, clock, config }: AppDeps) {
  let lastPurge = 0;
  const sessions = createSessionCache();

  const audit = <A extends AuditAction>(
    action: A,
    user: { userId: string; insurerId: string } | undefined,
    caller: CallerContext,
    now: Date,
    details?: AuditDetailsByAction[A],
  ) =>
    writeAudit(db, {
      action,
      actorType: 'user',
      actorId: user?.userId ?? null,
      insurerId: user?.insurerId ?? null,
      requestId: caller.requestId,
      ip: caller.ip,
      details,
      occurredAt: now,
    });

  /**
   * Counts the try before the password is checked: first against this name from this address
   * (names that match no account included, so they behave alike), then against the account.
   */
  async function admit(
    user: { userId: string } | undefined,
    keys: { attemptKey: string; addressHash: string },
    now: Date,
  ): Promise<Admission> {
    if (!(await repo.admitFromAddress(db, keys.attemptKey, now))) {
      return { admitted: false, by: 'address' };
    }
    if (!user) return { admitted: true, failedLoginCount: null };
    const known = await repo.isKnownAddress(db, user.userId, keys.addressHash, now);
    const counted = await repo.admitToAccount(db, user.userId, known, now);
    if (counted) return { admitted: true, failedLoginCount: counted.failedLoginCount };
    // The password was not checked, so this address's try is not spent.
    await repo.returnAddressTry(db, keys.attemptKey);
    return { admitted: false, by: 'account' };
  }

  async function purgeNowAndThen(now: Date) {
    if (now.getTime() - lastPurge < PURGE_INTERVAL_MS) return;
    lastPurge = now.getTime();
    await repo.purgeLoginThrottling(db, now);
  }

  /**
   * Username (or email) and password. Every refusal, whether the account does not exist, the
   * password is wrong or the login is throttled, answers the same 401 after the same password
   * hashing work, so neither the answer nor its timing tells them apart.
   */
  async function login(
    username: string,
    password: string,
    caller: CallerContext,
  ): Promise<LoginResponse> {
    const now = clock.now();
    await purgeNowAndThen(now);
    const address = addressKey(caller.ip);
    const keys = {
      attemptKey: hashToken(config.sessionSecret, `login-attempt:${username}\n${address}`),
      addressHash: hashToken(config.sessionSecret, `login-address:${address}`),
    };
    const user = await repo.findUserByLogin(db, username);
    const admission = await admit(user, keys, now);
    // A refused try is checked against the unknown-account hash: the same work, never a match.
    const checkedHash = admission.admitted ? (user?.passwordHash ?? null) : null;
    const passwordMatches = await verifyPassword(checkedHash, password);
    if (!admission.admitted) {
      await audit('auth.login-throttled', user, caller, now, { by: admission.by });
      throw invalidCredentials();
    }
    if (!user || !passwordMatches) {
      const details = user ? { consecutiveFailures: admission.failedLoginCount } : undefined;
      await audit('auth.login-failed', user, caller, now, details);
      throw invalidCredentials();
    }
    const token = generateToken(SESSION_POLICY.tokenBytes);
    await db.transaction(async (tx) => {
      await repo.recordLoginSuccess(tx, { userId: user.userId, ...keys }, now);
      await repo.insertSession(tx, {
        userId: user.userId,
        tokenHash: hashToken(config.sessionSecret, token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + SESSION_POLICY.absoluteTimeoutMs),
      });
    });
    await audit('auth.login', user, caller, now);
    return {
      access_token: token,
      userInfo: {
        userId: user.userId,
        name: user.name,
        insurerCode: user.insurerCode,
        userType: user.userType,
      },
    };
  }

  /** The session as the database has it, cached; throws 401 when unknown, revoked or run out. */
  async function readSession(tokenHash: string, now: Date): Promise<CachedSession> {
    const session = await repo.findSessionByTokenHash(db, tokenHash);
    if (!session || session.revokedAt) {
      sessions.forget(tokenHash);
      throw new UnauthenticatedError('UNAUTHENTICATED', MESSAGES.notLoggedIn);
    }
    if (hasRunOut(session, now)) {
      sessions.forget(tokenHash);
      await repo.revokeSession(db, session.user.sessionId, now);
      throw new UnauthenticatedError('SESSION_EXPIRED', MESSAGES.sessionExpired);
    }
    const { user, lastSeenAt, expiresAt } = session;
    const entry = { user, lastSeenAt, expiresAt, checkedAt: now.getTime() };
    sessions.put(tokenHash, entry);
    return entry;
  }

  /**
   * Resolves a bearer token to its user, ending the session if it has run out. Within the cache's
   * TTL no statement runs but the idle clock's refresh; a cached session past its end is read
   * again, so the database revokes it and the expiries stay exact.
   */
  async function authenticate(token: string): Promise<AuthenticatedUser> {
    const now = clock.now();
    const tokenHash = hashToken(config.sessionSecret, token);
    const cached = sessions.fresh(tokenHash, now.getTime());
    const session = cached && !hasRunOut(cached, now) ? cached : await readSession(tokenHash, now);
    if (now.getTime() - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
      // Set before the write, so parallel calls of this session refresh it once.
      session.lastSeenAt = now;
      await repo.touchSession(db, session.user.sessionId, now);
    }
    return session.user;
  }

  async function logout(user: AuthenticatedUser, caller: CallerContext): Promise<void> {
    const now = clock.now();
    sessions.forgetSession(user.sessionId);
    await repo.revokeSession(db, user.sessionId, now);
    await audit('auth.logout', user, caller, now);
  }

  return { login, authenticate, logout };
}

export type AuthService = ReturnType<typeof createAuthService>;
