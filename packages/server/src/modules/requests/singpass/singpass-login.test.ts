import { AUTHORISATION_MESSAGES, AUTHORISATION_POLICY } from '@preauth/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../../core/db/schema';
import { createRequest } from '../../../../test/factories';
import { sessionToken } from '../../../../test/sessions';
import { createTestApp } from '../../../../test/test-app';
import { linkHolderWorld, verifiedLinkSession } from '../test-support/link-worlds';
import {
  jwksUrlOf,
  mockPassLogin,
  singpassSettings,
  startMockPass,
} from '../test-support/singpass-providers';

const mockPass = await startMockPass();
const env = await createTestApp({ config: { singpass: singpassSettings(mockPass.issuer) } });
const { app, db, clock } = env;
mockPass.useJwks(await jwksUrlOf(env));

const M = AUTHORISATION_MESSAGES;

/** A request waiting for its policyholder's authorisation, the policyholder logged in. */
async function waitingRequest() {
  const world = await linkHolderWorld(env, 'remote-authoriser');
  const bearer = await sessionToken(app, db, world.insurer.id, { policyholderId: world.holder.id });
  return { ...world, bearer };
}

type Waiting = Awaited<ReturnType<typeof waitingRequest>>;

const stateCall = (bearer: string, insurerCode: string, paId: string) =>
  app.inject({
    method: 'GET',
    url: '/api/digital-identity/state',
    query: { insurerCode, paId },
    headers: { authorization: `Bearer ${bearer}` },
  });

/** Starts the Singpass login for the world's request, as its policyholder unless `bearer` says. */
async function startLogin(world: Waiting, bearer = world.bearer) {
  const response = await stateCall(bearer, world.insurer.code, world.request.id);
  expect(response.statusCode).toBe(200);
  return response.json<{ state: string; authorizationUrl: string }>();
}

const callback = (bearer: string, query: Record<string, string>) =>
  app.inject({
    method: 'GET',
    url: '/api/singpass-authorize',
    query,
    headers: { authorization: `Bearer ${bearer}` },
  });

const proofsOf = (paId: string) =>
  db.select().from(t.authorisationProofs).where(eq(t.authorisationProofs.paId, paId));

const auditOf = (paId: string) =>
  db
    .select({ action: t.auditLog.action, details: t.auditLog.details })
    .from(t.auditLog)
    .where(eq(t.auditLog.paId, paId));

describe('Singpass login against MockPass (the development stand-in)', () => {
  it("starts a login with state, nonce and PKCE, and records an SP proof when the NRIC is the policyholder's", async () => {
    const world = await waitingRequest();
    const { state, authorizationUrl } = await startLogin(world);

    const url = new URL(authorizationUrl);
    expect(url.href.startsWith(`${mockPass.issuer}/authorize?`)).toBe(true);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      scope: 'openid',
      response_type: 'code',
      client_id: 'preauth-portal-test',
      redirect_uri: 'http://localhost:3714/spcb',
      state,
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('nonce')).toMatch(/.{20,}/);
    expect(url.searchParams.get('code_challenge')).toMatch(/.{43}/);
    const [kept] = await db
      .select()
      .from(t.oidcStates)
      .where(eq(t.oidcStates.paId, world.request.id));
    expect(kept?.stateHash).not.toContain(state);

    const response = await callback(
      world.bearer,
      await mockPassLogin(authorizationUrl, world.holder.nric),
    );

    expect(response.statusCode).toBe(200);
    const validUntil = new Date(clock.now().getTime() + AUTHORISATION_POLICY.proofLifetimeMs);
    expect(response.json()).toEqual({
      paId: world.request.id,
      authMethod: 'SP',
      validUntil: validUntil.toISOString(),
    });
    expect(await proofsOf(world.request.id)).toMatchObject([
      { policyholderId: world.holder.id, method: 'SP', consumedAt: null },
    ]);
    const audit = await auditOf(world.request.id);
    expect(audit.map((entry) => entry.action)).toContain('authorisation.singpass-verified');
    expect(JSON.stringify(audit)).not.toContain(world.holder.nric);
  });

  it('lets the remote authoriser log in through its link session, for its one request', async () => {
    const world = await waitingRequest();
    const linkBearer = await verifiedLinkSession(env, world);
    const { authorizationUrl } = await startLogin(world, linkBearer);

    const response = await callback(
      linkBearer,
      await mockPassLogin(authorizationUrl, world.holder.nric),
    );

    expect(response.statusCode).toBe(200);
    expect(await proofsOf(world.request.id)).toHaveLength(1);
  });

  it('refuses a login as anyone else with 403 and records no proof', async () => {
    const world = await waitingRequest();
    const { authorizationUrl } = await startLogin(world);

    const response = await callback(
      world.bearer,
      await mockPassLogin(authorizationUrl, 'S8979373D'),
    );

    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      detailMessage: M.singpassNricMismatch,
      code: 'FORBIDDEN',
    });
    expect(await proofsOf(world.request.id)).toEqual([]);
    const audit = await auditOf(world.request.id);
    expect(audit.map((entry) => entry.action)).toContain('authorisation.singpass-mismatch');
    expect(JSON.stringify(audit)).not.toContain('S8979373D');
  });

  it('refuses a missing, unknown or reused state, and records nothing', async () => {
    const world = await waitingRequest();
    const { authorizationUrl } = await startLogin(world);
    const login = await mockPassLogin(authorizationUrl, world.holder.nric);

    const missing = await callback(world.bearer, { code: login.code });
    expect(missing.statusCode).toBe(400);
    const unknown = await callback(world.bearer, { ...login, state: 'not-a-state-we-made' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ detailMessage: M.singpassLoginInvalid });
    expect(await proofsOf(world.request.id)).toEqual([]);

    expect((await callback(world.bearer, login)).statusCode).toBe(200);
    const again = await mockPassLogin(authorizationUrl, world.holder.nric);
    const reused = await callback(world.bearer, again);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ detailMessage: M.singpassLoginInvalid });
    expect(await proofsOf(world.request.id)).toHaveLength(1);
  });

  it("refuses another principal's state: another user's, and another request's authoriser", async () => {
    const world = await waitingRequest();
    const other = await waitingRequest();
    const { authorizationUrl } = await startLogin(world);
    const login = await mockPassLogin(authorizationUrl, world.holder.nric);

    const sameInsurerOtherUser = await sessionToken(app, db, world.insurer.id, {
      policyholderId: world.holder.id,
    });
    expect((await callback(sameInsurerOtherUser, login)).statusCode).toBe(400);
    const otherRequestsAuthoriser = await verifiedLinkSession(env, other);
    expect((await callback(otherRequestsAuthoriser, login)).statusCode).toBe(400);
    expect((await callback(other.bearer, login)).statusCode).toBe(400);
    expect(await proofsOf(world.request.id)).toEqual([]);
    expect(await proofsOf(other.request.id)).toEqual([]);
    // Those refusals did not use the state up: its own principal still finishes the login.
    expect((await callback(world.bearer, login)).statusCode).toBe(200);
  });

  it('refuses an expired state', async () => {
    const world = await waitingRequest();
    const { authorizationUrl } = await startLogin(world);
    const login = await mockPassLogin(authorizationUrl, world.holder.nric);

    clock.advance(AUTHORISATION_POLICY.singpassLoginLifetimeMs + 1);
    const response = await callback(world.bearer, login);

    expect(response.statusCode).toBe(400);
    expect(await proofsOf(world.request.id)).toEqual([]);
  });

  it('starts no login on a request the caller may not read (404), as the wrong actor (403), or not in PEN (409)', async () => {
    const world = await waitingRequest();
    const stranger = await waitingRequest();
    expect(
      (await stateCall(stranger.bearer, world.insurer.code, world.request.id)).statusCode,
    ).toBe(404);
    const doctor = await sessionToken(app, db, world.insurer.id, { userType: 'doctor' });
    expect((await stateCall(doctor, world.insurer.code, world.request.id)).statusCode).toBe(403);
    const submitted = await createRequest(db, {
      insurerId: world.insurer.id,
      policyholderId: world.holder.id,
      statusCode: 'SUB',
    });
    const refused = await stateCall(world.bearer, world.insurer.code, submitted.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'NOT_ALLOWED_IN_STATUS' });
    expect(await db.select().from(t.oidcStates).where(eq(t.oidcStates.paId, submitted.id))).toEqual(
      [],
    );
  });

  it('serves the public signing and encryption keys at the JWKS URL, without their private parts', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/singpass/jwks' });

    expect(response.statusCode).toBe(200);
    const { keys } = response.json<{ keys: Record<string, string>[] }>();
    expect(keys.map((key) => [key.use, key.alg, key.crv])).toEqual([
      ['sig', 'ES256', 'P-256'],
      ['enc', 'ECDH-ES+A256KW', 'P-256'],
    ]);
    expect(keys.every((key) => !('d' in key))).toBe(true);
  });
});
