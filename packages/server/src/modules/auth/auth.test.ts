import { LOGIN_POLICY, MESSAGES, SESSION_POLICY } from '@preauth/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../core/db/schema';
import { createInsurer, createUser } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';
import { SESSION_CACHE_TTL_MS } from './session-cache';

const { app, db, clock } = await createTestApp();

async function login(username: string, password: string, ip = '10.0.0.1') {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    remoteAddress: ip,
  });
}

async function me(token: string) {
  return app.inject({
    method: 'GET',
    url: '/api/users/me',
    headers: { authorization: `Bearer ${token}` },
  });
}

// Each test uses its own address, so the per-IP limit of one test never touches another.
let ipCounter = 0;
const freshIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

describe('POST /api/auth/login', () => {
  it('answers an opaque token and the user info, and stores only a hash of the token', async () => {
    const insurer = await createInsurer(db);
    const user = await createUser(db, { insurerId: insurer.id, userType: 'insurance-agent' });

    const response = await login(user.email, user.password, freshIp());

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.userInfo).toEqual({
      userId: user.id,
      name: user.name,
      insurerCode: insurer.code,
      userType: 'insurance-agent',
    });
    // At least 128 random bits, base64url.
    expect(body.access_token).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    const stored = await db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).not.toContain(body.access_token);
  });

  it('accepts the username or email in any letter case', async () => {
    const user = await createUser(db, { overrides: { username: 'Mixed.Case-user' } });

    expect((await login('MIXED.CASE-USER', user.password, freshIp())).statusCode).toBe(200);
    expect((await login(user.email.toUpperCase(), user.password, freshIp())).statusCode).toBe(200);
  });

  it('answers the same 401 for a wrong password and for an unknown account', async () => {
    const user = await createUser(db);
    const ip = freshIp();

    const wrongPassword = await login(user.email, 'not the password', ip);
    const unknownAccount = await login('nobody@example.sg', 'not the password', ip);

    for (const response of [wrongPassword, unknownAccount]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        code: 'INVALID_CREDENTIALS',
        detailMessage: MESSAGES.invalidCredentials,
      });
    }
  });

  it('refuses an empty form with the field messages', async () => {
    const response = await login('  ', '', freshIp());

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [
        { path: 'username', message: 'Please enter your username or email.' },
        { path: 'password', message: 'Please enter your password.' },
      ],
    });
  });

  it(`limits one IP address to ${LOGIN_POLICY.perIpMax} attempts a minute, whatever the account`, async () => {
    const user = await createUser(db);
    const ip = freshIp();
    for (let i = 0; i < LOGIN_POLICY.perIpMax; i++) {
      expect((await login(`nobody-${i}@example.sg`, 'x', ip)).statusCode).toBe(401);
    }

    const limited = await login(user.email, user.password, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: 'RATE_LIMITED',
      detailMessage: MESSAGES.tooManyRequests,
    });
    expect((await login(user.email, user.password, freshIp())).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  async function loggedIn() {
    const user = await createUser(db);
    const response = await login(user.email, user.password, freshIp());
    return { user, token: response.json().access_token as string };
  }

  it('ends after 30 minutes without activity', async () => {
    const { token } = await loggedIn();
    clock.advance(SESSION_POLICY.idleTimeoutMs - 1000);
    expect((await me(token)).statusCode).toBe(200);

    clock.advance(SESSION_POLICY.idleTimeoutMs);
    const expired = await me(token);

    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({
      code: 'SESSION_EXPIRED',
      detailMessage: MESSAGES.sessionExpired,
    });
  });

  it('ends 12 hours after login however active it is', async () => {
    const { token } = await loggedIn();
    const step = SESSION_POLICY.idleTimeoutMs / 2;
    for (let elapsed = 0; elapsed + step < SESSION_POLICY.absoluteTimeoutMs; elapsed += step) {
      clock.advance(step);
      expect((await me(token)).statusCode).toBe(200);
    }
    clock.advance(step);

    expect((await me(token)).json().code).toBe('SESSION_EXPIRED');
  });

  const logout = (instance: typeof app, token: string) =>
    instance.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
  const meOn = (instance: typeof app, token: string) =>
    instance.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${token}` },
    });
  const lastSeenAt = async (userId: string) =>
    (await db.select().from(sessions).where(eq(sessions.userId, userId)))[0]?.lastSeenAt;

  it('logout revokes the token at once on the server that received it', async () => {
    const { token } = await loggedIn();
    expect((await me(token)).statusCode).toBe(200);

    expect((await logout(app, token)).statusCode).toBe(204);

    const after = await me(token);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('UNAUTHENTICATED');
  });

  it(`a logout on another server is honoured within ${SESSION_CACHE_TTL_MS / 1000} s`, async () => {
    const other = await createTestApp({ db, clock });
    const { token } = await loggedIn();
    expect((await meOn(other.app, token)).statusCode).toBe(200);

    expect((await logout(app, token)).statusCode).toBe(204);
    clock.advance(SESSION_CACHE_TTL_MS);

    const after = await meOn(other.app, token);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('UNAUTHENTICATED');
  });

  it('refreshes the idle clock in the database once a minute, also from a cached session', async () => {
    const { user, token } = await loggedIn();
    const loginAt = clock.now();

    clock.advance(60_000 - 2_000);
    expect((await me(token)).statusCode).toBe(200);
    expect(await lastSeenAt(user.id)).toEqual(loginAt);

    // Two seconds later this server still trusts its cached session; the refresh is due.
    clock.advance(2_000);
    expect((await me(token)).statusCode).toBe(200);
    expect(await lastSeenAt(user.id)).toEqual(clock.now());
  });

  it('ends at the 12-hour limit exactly, though the session was checked a moment before', async () => {
    const { token } = await loggedIn();
    const step = SESSION_POLICY.idleTimeoutMs / 2;
    let elapsed = 0;
    for (; elapsed + step < SESSION_POLICY.absoluteTimeoutMs; elapsed += step) {
      clock.advance(step);
      expect((await me(token)).statusCode).toBe(200);
    }
    clock.advance(SESSION_POLICY.absoluteTimeoutMs - elapsed - 1);
    expect((await me(token)).statusCode).toBe(200);

    clock.advance(1);
    const expired = await me(token);

    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('SESSION_EXPIRED');
  });

  it('is accepted by another server process on the same database, over a real port', async () => {
    const other = await createTestApp({ db, clock });
    const { user, token } = await loggedIn();
    const address = await other.app.listen({ port: 0, host: '127.0.0.1' });

    const response = await fetch(`${address}/api/users/me`, {
      headers: { authorization: `Bearer ${token}` },
    });

    expect(response.status).toBe(200);
    expect(((await response.json()) as { userId: string }).userId).toBe(user.id);
  });
});
