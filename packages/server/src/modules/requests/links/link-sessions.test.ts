import { LINK_ACCESS_POLICY, LINK_MESSAGES } from '@preauth/shared';
import { and, eq } from 'drizzle-orm';
import { PassThrough } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { createInsurer, createRequest } from '../../../../test/factories';
import { loggedInUser } from '../../../../test/sessions';
import { createTestApp } from '../../../../test/test-app';
import { buildApp } from '../../../app';
import * as t from '../../../core/db/schema';
import { currentLinkHolder } from '../../../core/http/principal';
import { revokeLinkTokens } from '../access/link-tokens';
import {
  emailedPin,
  linkHolderWorld,
  verifiedLinkSession,
  verifyIdentity,
  verifyPin,
} from '../test-support/link-worlds';

const env = await createTestApp();
const { app, db, clock, config } = env;
const MINUTE = 60 * 1000;

const as = (bearer: string, url: string, method: 'GET' | 'POST' = 'GET') =>
  app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${bearer}` },
    ...(method === 'POST' ? { payload: { authMethod: 'email', otp: '000000' } } : {}),
  });

const whoAmI = (bearer: string) => as(bearer, '/api/links/session');

const EXPIRED = { code: 'SESSION_EXPIRED', detailMessage: LINK_MESSAGES.sessionIdle };
const NOT_LOGGED_IN = { code: 'UNAUTHENTICATED', detailMessage: LINK_MESSAGES.sessionEnded };

/** The link's verified session (the one the check before it ended is not). */
const verifiedSessions = (linkTokenId: string) =>
  db
    .select()
    .from(t.linkSessions)
    .where(and(eq(t.linkSessions.linkTokenId, linkTokenId), eq(t.linkSessions.stage, 'verified')));

/** The app with one more route, which names the doctor's links only. */
async function appWithDoctorRoute() {
  const extended = await buildApp({ config, db, clock }, { logger: false });
  extended.get(
    '/api/test/doctor-only',
    { config: { callers: { links: ['doctor'] } } },
    async (request) => ({ role: currentLinkHolder(request).role }),
  );
  await extended.ready();
  afterAll(() => extended.close());
  return extended;
}

describe('link sessions as bearer tokens', () => {
  it('are accepted by a route naming their role, once verified', async () => {
    const world = await linkHolderWorld(env, 'doctor');
    const bearer = await verifiedLinkSession(env, world);

    const response = await whoAmI(bearer);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      role: 'doctor',
      paId: world.request.id,
      erefNo: world.request.erefNo,
      insurerCode: world.insurer.code,
      stage: 'verified',
    });
  });

  it('are refused (403) while the PIN is pending, except by the PIN routes', async () => {
    const world = await linkHolderWorld(env, 'business-office');
    const pending = (await verifyIdentity(env, world)).json().access_token;

    expect((await whoAmI(pending)).statusCode).toBe(403);
    expect((await as(pending, '/api/links/otp/verify', 'POST')).statusCode).toBe(400);
  });

  it("are refused (403) by a route naming only users, and by another role's route", async () => {
    const doctor = await verifiedLinkSession(env, await linkHolderWorld(env, 'doctor'));
    const office = await verifiedLinkSession(env, await linkHolderWorld(env, 'business-office'));
    const withDoctorRoute = await appWithDoctorRoute();
    const call = (bearer: string) =>
      withDoctorRoute.inject({
        method: 'GET',
        url: '/api/test/doctor-only',
        headers: { authorization: `Bearer ${bearer}` },
      });

    const list = await as(doctor, '/api/requests');

    expect(list.statusCode).toBe(403);
    expect(list.json().code).toBe('FORBIDDEN');
    expect((await call(doctor)).json()).toEqual({ role: 'doctor' });
    expect((await call(office)).statusCode).toBe(403);
  });

  it('read their own request and no other: another request is 404, and the attempt audited', async () => {
    const world = await linkHolderWorld(env, 'doctor');
    const other = { request: await createRequest(db, { insurerId: world.insurer.id }) };
    const bearer = await verifiedLinkSession(env, world);
    const detailOf = (paId: string) =>
      as(bearer, `/api/insurers/${world.insurer.code}/requests/${paId}`);

    const own = await detailOf(world.request.id);
    const others = await detailOf(other.request.id);

    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ paId: world.request.id, erefNo: world.request.erefNo });
    expect(others.statusCode).toBe(404);
    const denied = await db.select().from(t.auditLog).where(eq(t.auditLog.paId, other.request.id));
    expect(denied.map((entry) => [entry.action, entry.actorType])).toEqual([
      ['request.access-denied', 'doctor'],
    ]);
  });

  it("open the form lookups of the doctor and business office, within the request's insurer", async () => {
    for (const role of ['doctor', 'business-office'] as const) {
      const world = await linkHolderWorld(env, role);
      const elsewhere = await createInsurer(db);
      await db.insert(t.hospitals).values([
        { insurerId: world.insurer.id, code: 'HL1', name: 'Link Hospital', isPanel: false },
        { insurerId: elsewhere.id, code: 'HL1', name: 'Hospital Elsewhere', isPanel: false },
      ]);
      const bearer = await verifiedLinkSession(env, world);

      const response = await as(bearer, '/api/lookups/hospitals?name=hospital');

      expect(response.statusCode, role).toBe(200);
      expect(response.json().map((h: { hospitalName: string }) => h.hospitalName)).toEqual([
        'Link Hospital',
      ]);
    }
    const authoriser = await linkHolderWorld(env, 'remote-authoriser');
    const bearer = await verifiedLinkSession(env, authoriser);
    expect((await as(bearer, '/api/lookups/hospitals')).statusCode).toBe(403);
  });

  it("refuses a policyholder's login token (403) on the PIN routes", async () => {
    const insurer = await createInsurer(db);
    const login = await loggedInUser(app, db, insurer.id, { userType: 'policy-holder' });

    const verify = await as(login.token, '/api/links/otp/verify', 'POST');
    const session = await as(login.token, '/api/links/session');

    expect(verify.statusCode).toBe(403);
    expect(verify.json().code).toBe('FORBIDDEN');
    expect(session.statusCode).toBe(403);
  });

  it('refuses an unknown link session token with 401 UNAUTHENTICATED', async () => {
    const response = await whoAmI(`link.${'z'.repeat(43)}`);

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(NOT_LOGGED_IN);
  });

  it('end after 30 idle minutes (401 SESSION_EXPIRED), then read as ended (401 UNAUTHENTICATED)', async () => {
    const world = await linkHolderWorld(env, 'remote-authoriser');
    const bearer = await verifiedLinkSession(env, world);
    clock.advance(LINK_ACCESS_POLICY.sessionIdleTimeoutMs - MINUTE);
    expect((await whoAmI(bearer)).statusCode).toBe(200);
    clock.advance(LINK_ACCESS_POLICY.sessionIdleTimeoutMs - MINUTE);
    expect((await whoAmI(bearer)).statusCode).toBe(200);

    clock.advance(LINK_ACCESS_POLICY.sessionIdleTimeoutMs);
    const idle = await whoAmI(bearer);
    const after = await whoAmI(bearer);

    expect(idle.statusCode).toBe(401);
    expect(idle.json()).toEqual(EXPIRED);
    expect(after.json()).toEqual(NOT_LOGGED_IN);
    const [session] = await verifiedSessions(world.link.id);
    expect(session!.revokedAt).toEqual(clock.now());
  });

  it('refresh their last use at most once a minute', async () => {
    const world = await linkHolderWorld(env, 'remote-authoriser');
    const bearer = await verifiedLinkSession(env, world);
    const opened = clock.now();
    const lastSeen = async () => (await verifiedSessions(world.link.id))[0]!.lastSeenAt;

    clock.advance(30 * 1000);
    await whoAmI(bearer);
    expect(await lastSeen()).toEqual(opened);
    clock.advance(31 * 1000);
    await whoAmI(bearer);
    expect(await lastSeen()).toEqual(clock.now());
  });

  it('end 2 hours after the identity check however active, the PIN check included', async () => {
    const world = await linkHolderWorld(env, 'doctor');
    const identityAt = clock.now().getTime();
    const pending = (await verifyIdentity(env, world)).json().access_token;
    clock.advance(5 * MINUTE);
    const pin = await verifyPin(env, pending, await emailedPin(env, world.request.id));
    const bearer = pin.json().access_token;
    const end = identityAt + LINK_ACCESS_POLICY.sessionAbsoluteTimeoutMs;
    while (clock.now().getTime() + 20 * MINUTE < end) {
      clock.advance(20 * MINUTE);
      expect((await whoAmI(bearer)).statusCode).toBe(200);
    }
    clock.set(new Date(end - 1000));
    expect((await whoAmI(bearer)).statusCode).toBe(200);

    clock.set(new Date(end));
    const response = await whoAmI(bearer);

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(EXPIRED);
  });

  it("end on the server at the doctor's and office's logout, at any stage (204, then 401)", async () => {
    const doctor = await linkHolderWorld(env, 'doctor');
    const office = await linkHolderWorld(env, 'business-office');
    const verified = await verifiedLinkSession(env, doctor);
    const pending = (await verifyIdentity(env, office)).json().access_token;

    for (const bearer of [verified, pending]) {
      expect((await as(bearer, '/api/auth/logout', 'POST')).statusCode).toBe(204);
      const after = await whoAmI(bearer);
      expect(after.statusCode).toBe(401);
      expect(after.json()).toEqual(NOT_LOGGED_IN);
    }
    const logouts = await db.select().from(t.auditLog).where(eq(t.auditLog.action, 'link.logout'));
    expect(logouts.map((a) => a.actorId)).toEqual(
      expect.arrayContaining([doctor.link.id, office.link.id]),
    );
  });

  it('end when their link is revoked or locked (401 UNAUTHENTICATED)', async () => {
    const revoked = await linkHolderWorld(env, 'doctor');
    const revokedSession = await verifiedLinkSession(env, revoked);
    const locked = await linkHolderWorld(env, 'remote-authoriser');
    const lockedSession = await verifiedLinkSession(env, locked);

    await revokeLinkTokens(db, revoked.request.id, clock.now());
    for (let i = 0; i < LINK_ACCESS_POLICY.identityMaxFailures; i += 1) {
      await verifyIdentity(env, locked, locked.identity({ identifier: '000X' }));
    }

    for (const bearer of [revokedSession, lockedSession]) {
      const response = await whoAmI(bearer);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(NOT_LOGGED_IN);
    }
  });
});

describe('logs of the link access', () => {
  it('never hold the PIN, the tokens, an NRIC or a date of birth', async () => {
    const stream = new PassThrough();
    const lines: string[] = [];
    stream.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
    const logging = await createTestApp({
      db,
      clock,
      config: { ...config, logLevel: 'info' },
      logger: true,
      logStream: stream,
    });
    const world = await linkHolderWorld(logging, 'doctor');

    const identity = await verifyIdentity(logging, world);
    const pending = identity.json().access_token;
    const pin = await emailedPin(logging, world.request.id);
    await verifyPin(logging, pending, '000000');
    const verified = (await verifyPin(logging, pending, pin)).json().access_token;

    const log = lines.join('');
    expect(log).toContain('/api/links/otp/verify');
    const secrets = [
      pin,
      world.token,
      pending,
      verified,
      world.request.patientNric.slice(-4),
      world.request.patientDateOfBirth,
    ];
    for (const secret of secrets) expect(log).not.toContain(secret);
  });
});
