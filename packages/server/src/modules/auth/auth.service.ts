import type { LoginResponse } from '@preauth/shared';
import { LOGIN_POLICY, MESSAGES, SESSION_POLICY } from '@preauth/shared';
import { writeAudit } from '../../core/audit/audit-log';
import type { AppDeps, AuthenticatedUser, CallerContext } from '../../core/http/context';
import { TooManyRequestsError, UnauthenticatedError } from '../../core/http/errors';
import { generateToken, hashToken } from '../../core/security/tokens';
import * as repo from './auth.repository';
import { verifyPassword } from './password';

/** lastSeenAt is refreshed at most this often, so authenticated reads rarely write. */
const TOUCH_INTERVAL_MS = 60 * 1000;

const invalidCredentials = () =>
  new UnauthenticatedError('INVALID_CREDENTIALS', MESSAGES.invalidCredentials);

const locked = (lockedUntil: Date, now: Date) =>
  new TooManyRequestsError(
    'ACCOUNT_LOCKED',
    MESSAGES.accountLocked,
    (lockedUntil.getTime() - now.getTime()) / 1000,
  );

export function createAuthService({ db, clock, config }: AppDeps) {
  const audit = (
    action: string,
    user: { userId: string; insurerId: string } | undefined,
    caller: CallerContext,
    now: Date,
  ) =>
    writeAudit(db, {
      action,
      actorType: 'user',
      actorId: user?.userId ?? null,
      insurerId: user?.insurerId ?? null,
      requestId: caller.requestId,
      ip: caller.ip,
      occurredAt: now,
    });

  async function login(
    username: string,
    password: string,
    caller: CallerContext,
  ): Promise<LoginResponse> {
    const now = clock.now();
    const user = await repo.findUserByLogin(db, username);
    if (user?.lockedUntil && user.lockedUntil > now) {
      await audit('auth.login-refused-locked', user, caller, now);
      throw locked(user.lockedUntil, now);
    }
    const passwordMatches = await verifyPassword(user?.passwordHash ?? null, password);
    if (!user) throw invalidCredentials();
    if (!passwordMatches) {
      const failure = await repo.recordLoginFailure(db, user.userId, now);
      await audit('auth.login-failed', user, caller, now);
      if (failure && failure.failedLoginCount >= LOGIN_POLICY.maxFailures && failure.lockedUntil) {
        await audit('auth.account-locked', user, caller, now);
      }
      throw invalidCredentials();
    }
    const token = generateToken(SESSION_POLICY.tokenBytes);
    await db.transaction(async (tx) => {
      await repo.clearLoginFailures(tx, user.userId);
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

  /** Resolves a bearer token to its user, ending the session if it has run out. */
  async function authenticate(token: string): Promise<AuthenticatedUser> {
    const now = clock.now();
    const session = await repo.findSessionByTokenHash(db, hashToken(config.sessionSecret, token));
    if (!session || session.revokedAt) {
      throw new UnauthenticatedError('UNAUTHENTICATED', MESSAGES.notLoggedIn);
    }
    const idleFor = now.getTime() - session.lastSeenAt.getTime();
    if (now >= session.expiresAt || idleFor >= SESSION_POLICY.idleTimeoutMs) {
      await repo.revokeSession(db, session.sessionId, now);
      throw new UnauthenticatedError('SESSION_EXPIRED', MESSAGES.sessionExpired);
    }
    if (idleFor >= TOUCH_INTERVAL_MS) await repo.touchSession(db, session.sessionId, now);
    return {
      userId: session.userId,
      sessionId: session.sessionId,
      name: session.name,
      userType: session.userType,
      insurerId: session.insurerId,
      insurerCode: session.insurerCode,
      policyholderId: session.policyholderId,
      patientId: session.patientId,
      consultantId: session.consultantId,
    };
  }

  async function logout(user: AuthenticatedUser, caller: CallerContext): Promise<void> {
    const now = clock.now();
    await repo.revokeSession(db, user.sessionId, now);
    await audit('auth.logout', user, caller, now);
  }

  return { login, authenticate, logout };
}

export type AuthService = ReturnType<typeof createAuthService>;
