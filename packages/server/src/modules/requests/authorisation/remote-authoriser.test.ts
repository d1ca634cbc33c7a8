import {
  AUTHORISATION_MESSAGES,
  LINK_ACCESS_POLICY,
  LINK_LOCKED_MESSAGES,
  LINK_MESSAGES,
  LINK_REFUSALS,
} from '@preauth/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../../core/db/schema';
import { sendPin, submitDeclaration, verifiedPin } from '../test-support/authorisation-worlds';
import {
  freshAddress,
  linkHolderWorld,
  remoteAuthenticate,
  verifiedLinkSession,
  type LinkWorld,
} from '../test-support/link-worlds';
import {
  app,
  auditOf,
  clock,
  config,
  db,
  historyOf,
  requestRow,
} from '../test-support/request-worlds';

const env = { app, db, clock, config };

/** A request an agent raised, waiting in PEN, with the policyholder's verification link. */
const remoteWorld = () =>
  linkHolderWorld(env, 'remote-authoriser', { request: { creatorRole: 'insurance-agent' } });

const post = (url: string, payload: object, bearer?: string) =>
  app.inject({
    method: 'POST',
    url,
    remoteAddress: freshAddress(),
    headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
    payload,
  });

const get = (url: string, bearer: string) =>
  app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${bearer}` } });

const getAuthorize = (world: LinkWorld, changes: Record<string, unknown> = {}) => {
  const { token, ...identity } = world.identity(changes);
  return post('/api/get-authorize', { payload: token, ...identity });
};

/** What the verified session may read: itself, its request, the dashboard's lists. */
const dashboardReads = (world: LinkWorld) => [
  '/api/users/me',
  '/api/requests',
  '/api/requests/totals',
  '/api/main-flow',
  '/api/statuses',
  `/api/insurers/${world.insurer.code}/requests/${world.request.id}`,
  '/api/auth-modes?userType=policy-holder',
];

describe('POST /api/policyholder-verification', () => {
  it("answers the link's request while it is live, the one 404 for another token, and why for its own ended", async () => {
    const world = await remoteWorld();
    const doctor = await linkHolderWorld(env, 'doctor');

    const live = await post('/api/policyholder-verification', { payload: world.token });
    const unknown = await post('/api/policyholder-verification', { payload: 'x'.repeat(43) });
    const otherRole = await post('/api/policyholder-verification', { payload: doctor.token });
    clock.advance(1);
    await db
      .update(t.linkTokens)
      .set({ revokedAt: clock.now() })
      .where(eq(t.linkTokens.id, world.link.id));
    const revoked = await post('/api/policyholder-verification', { payload: world.token });

    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ erefNo: world.request.erefNo, insurerCode: world.insurer.code });
    for (const refused of [unknown, otherRole]) {
      expect(refused.statusCode).toBe(404);
      expect(refused.json().detailMessage).toBe(LINK_MESSAGES.invalidLink);
    }
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json().detailMessage).toMatch(/^This link was replaced by a newer one\./);
  });
});

describe('the remote authoriser', () => {
  it('gets a session for its one request, refused elsewhere until the remote-authentication check', async () => {
    const world = await remoteWorld();

    const response = await getAuthorize(world);

    expect(response.statusCode).toBe(200);
    const session = response.json();
    expect(session).toMatchObject({
      userInfo: {
        userId: world.holder.id,
        name: world.holder.name,
        insurerCode: world.insurer.code,
        userType: 'policy-holder',
      },
      paId: world.request.id,
      erefNo: world.request.erefNo,
      remoteAuthenticationRequired: true,
    });
    // Who it is, for the protected layout; nothing else.
    expect((await get('/api/users/me', session.access_token)).statusCode).toBe(200);
    for (const url of dashboardReads(world).filter((u) => u !== '/api/users/me')) {
      expect((await get(url, session.access_token)).statusCode, url).toBe(403);
    }
    const send = await sendPin(session.access_token, world.holder.id, world.request.id, 'EMAIL');
    expect(send.statusCode).toBe(403);
  });

  it('reads what it is asked to authorise (who raised it, policy, rider, clinic) for its own request only', async () => {
    const world = await linkHolderWorld(env, 'remote-authoriser', {
      request: {
        creatorRole: 'insurance-agent',
        createdByName: 'Agent Lee',
        riderName: 'Shield Rider',
        riderNumber: 'R9',
        clinicName: 'Orchard Clinic',
      },
    });
    const other = await linkHolderWorld(env, 'remote-authoriser');
    const bearer = await verifiedLinkSession(env, world);
    const detailOf = (w: LinkWorld) =>
      get(`/api/insurers/${w.insurer.code}/requests/${w.request.id}?expanded=true`, bearer);

    const own = await detailOf(world);

    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      paId: world.request.id,
      createdBy: 'Agent Lee',
      creatorRole: 'insurance-agent',
      policyName: world.request.policyName,
      policyNumber: world.request.policyNumber,
      policyRiderName: 'Shield Rider',
      policyRiderNumber: 'R9',
      clinic: { clinicName: 'Orchard Clinic' },
      details: null,
    });
    expect((await detailOf(other)).statusCode).toBe(404);
  });

  it('refuses a wrong NRIC on the verification page (400)', async () => {
    const world = await remoteWorld();

    const response = await getAuthorize(world, { identifier: '000X' });

    expect(response.statusCode).toBe(400);
    expect(response.json().detailMessage).toBe(LINK_REFUSALS.identityMismatch(4));
  });

  it('counts wrong passwords on their own; the 5th failure locks the link', async () => {
    const world = await remoteWorld();
    const bearer = (await getAuthorize(world)).json().access_token;
    const answers = [];
    for (let i = 0; i < LINK_ACCESS_POLICY.identityMaxFailures; i += 1) {
      answers.push(
        await remoteAuthenticate(env, bearer, `01011990${world.request.policyholderNric}`),
      );
    }

    expect(answers.slice(0, -1).map((r) => r.statusCode)).toEqual([400, 400, 400, 400]);
    expect(answers[0]!.json().detailMessage).toBe(AUTHORISATION_MESSAGES.remoteMismatch);
    expect(answers.at(-1)!.statusCode).toBe(403);
    expect(answers.at(-1)!.json().detailMessage).toBe(LINK_LOCKED_MESSAGES['remote-authoriser']);
    expect((await remoteAuthenticate(env, bearer, world.remotePassword)).statusCode).toBe(401);
    expect((await getAuthorize(world)).statusCode).toBe(404);
  });

  it('counts parallel wrong passwords exactly: 5 are compared, then the link is locked', async () => {
    const world = await remoteWorld();
    const bearer = (await getAuthorize(world)).json().access_token;

    const answers = await Promise.all(
      Array.from({ length: 12 }, () => remoteAuthenticate(env, bearer, 'wrong-password')),
    );

    const mismatches = answers.filter((r) => r.statusCode === 400);
    expect(mismatches).toHaveLength(LINK_ACCESS_POLICY.identityMaxFailures - 1);
    const [link] = await db.select().from(t.linkTokens).where(eq(t.linkTokens.id, world.link.id));
    expect(link).toMatchObject({ passwordFailures: LINK_ACCESS_POLICY.identityMaxFailures });
    expect(link?.lockedAt).not.toBeNull();
  });

  it('never forgives wrong passwords on a right identity check: the 5th locks across checks', async () => {
    const world = await remoteWorld();
    const wrongPassword = `01011990${world.request.policyholderNric}`;
    const answers = [];
    for (let i = 0; i < LINK_ACCESS_POLICY.identityMaxFailures; i += 1) {
      // A fresh, right identity check before each guess at the date of birth.
      const bearer = (await getAuthorize(world)).json().access_token;
      answers.push((await remoteAuthenticate(env, bearer, wrongPassword)).statusCode);
    }

    expect(answers).toEqual([400, 400, 400, 400, 403]);
    expect((await getAuthorize(world)).statusCode).toBe(404);
  });

  it('keeps the identity check its own budget: wrong identity checks leave the password 5 tries', async () => {
    const world = await remoteWorld();
    for (let i = 0; i < LINK_ACCESS_POLICY.identityMaxFailures - 1; i += 1) {
      expect((await getAuthorize(world, { identifier: '000X' })).statusCode).toBe(400);
    }
    const bearer = (await getAuthorize(world)).json().access_token;
    const answers = [];
    for (let i = 0; i < LINK_ACCESS_POLICY.identityMaxFailures - 1; i += 1) {
      answers.push((await remoteAuthenticate(env, bearer, 'wrong-password')).statusCode);
    }

    expect(answers).toEqual([400, 400, 400, 400]);
    expect((await remoteAuthenticate(env, bearer, world.remotePassword)).statusCode).toBe(200);
  });

  it('passes with its date of birth and NRIC in any case, then reads only its request and authorises it by SMS', async () => {
    const world = await remoteWorld();
    const other = await linkHolderWorld(env, 'remote-authoriser');
    const waiting = (await getAuthorize(world)).json().access_token;

    const check = await remoteAuthenticate(env, waiting, world.remotePassword.toLowerCase());

    // A new token for the verified session: the one from before the check is over (401).
    expect(check.statusCode).toBe(200);
    const bearer = check.json().access_token;
    expect(bearer).not.toBe(waiting);
    expect(check.json().userInfo).toMatchObject({ userId: world.holder.id });
    expect((await get('/api/users/me', waiting)).statusCode).toBe(401);
    for (const url of dashboardReads(world)) {
      expect((await get(url, bearer)).statusCode, url).toBe(200);
    }
    expect((await get('/api/users/me', bearer)).json()).toEqual({
      userId: world.holder.id,
      name: world.holder.name,
      insurerCode: world.insurer.code,
      userType: 'policy-holder',
    });
    const list = (await get('/api/requests', bearer)).json();
    expect(list.list.map((r: { paId: string }) => r.paId)).toEqual([world.request.id]);
    const foreign = `/api/insurers/${other.insurer.code}/requests/${other.request.id}`;
    expect((await get(foreign, bearer)).statusCode).toBe(404);
    expect((await remoteAuthenticate(env, bearer, world.remotePassword)).statusCode).toBe(403);

    await verifiedPin(bearer, world.holder.id, world.request.id, 'SMS');
    const reject = await submitDeclaration(bearer, world.request.id, {
      insurerCode: world.insurer.code,
      type: 'reject',
      authMethod: 'SMS',
    });

    expect(reject.statusCode).toBe(200);
    expect((await requestRow(world.request.id))?.statusCode).toBe('REM-REJ');
    // The history names the lifecycle actor; the audit entry the link it came through.
    expect(await historyOf(world.request.id)).toMatchObject([
      { statusCode: 'REM-REJ', actorType: 'policy-holder', actorId: world.link.id },
    ]);
    expect(await auditOf(world.request.id, 'request.authorise-reject')).toMatchObject([
      { actorType: 'remote-authoriser', actorId: world.link.id },
    ]);
  });

  it('keeps its dashboard a while after its decision ended the link, until it logs out', async () => {
    const world = await remoteWorld();
    const waiting = (await getAuthorize(world)).json().access_token;
    const bearer = (await remoteAuthenticate(env, waiting, world.remotePassword)).json()
      .access_token;
    await verifiedPin(bearer, world.holder.id, world.request.id, 'EMAIL');
    await submitDeclaration(bearer, world.request.id, {
      insurerCode: world.insurer.code,
      type: 'accept',
      authMethod: 'EMAIL',
    });

    const list = await get('/api/requests', bearer);
    const logout = await post('/api/auth/logout', {}, bearer);

    expect(list.json().list).toMatchObject([{ paId: world.request.id, statusCode: 'SUB' }]);
    expect(logout.statusCode).toBe(204);
    expect((await get('/api/users/me', bearer)).statusCode).toBe(401);
  });

  it("may not send a PIN under another person's id (403)", async () => {
    const world = await remoteWorld();
    const waiting = (await getAuthorize(world)).json().access_token;
    const bearer = (await remoteAuthenticate(env, waiting, world.remotePassword)).json()
      .access_token;

    const response = await post(
      `/api/users/${world.patient.id}/send`,
      { authMethod: 'EMAIL', paId: world.request.id, decision: 'accept' },
      bearer,
    );

    expect(response.statusCode).toBe(403);
  });
});
