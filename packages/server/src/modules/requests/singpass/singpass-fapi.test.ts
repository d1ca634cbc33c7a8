import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import { eq } from 'drizzle-orm';
import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { PrivateJwk } from '../../../core/config/singpass-config';
import * as t from '../../../core/db/schema';
import { sessionToken } from '../../../../test/sessions';
import { createTestApp } from '../../../../test/test-app';
import { startFapiProvider } from '../test-support/fapi-provider';
import { linkHolderWorld } from '../test-support/link-worlds';
import { jwksUrlOf, singpassSettings } from '../test-support/singpass-providers';

const fapi = await startFapiProvider();
/** Keys as configured in production (SINGPASS_SIGNING_KEY, SINGPASS_ENCRYPTION_KEY). */
const configuredKey = (kid: string) =>
  ({
    ...generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' }),
    kid,
  }) as PrivateJwk;
const env = await createTestApp({
  config: {
    singpass: singpassSettings(fapi.issuer, {
      fapi: true,
      keys: { signing: configuredKey('rp-signing'), encryption: configuredKey('rp-encryption') },
    }),
  },
});
const { app, db } = env;
const provider = await fapi.serve(await jwksUrlOf(env));

async function startedLogin() {
  const world = await linkHolderWorld(env, 'remote-authoriser');
  const bearer = await sessionToken(app, db, world.insurer.id, { policyholderId: world.holder.id });
  const headers = { authorization: `Bearer ${bearer}` };
  const started = await app.inject({
    method: 'GET',
    url: '/api/digital-identity/state',
    query: { insurerCode: world.insurer.code, paId: world.request.id },
    headers,
  });
  expect(started.statusCode).toBe(200);
  const { authorizationUrl } = started.json<{ authorizationUrl: string }>();
  const finish = (query: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/api/singpass-authorize', query, headers });
  const proofs = () =>
    db.select().from(t.authorisationProofs).where(eq(t.authorisationProofs.paId, world.request.id));
  const [login] = await db
    .select()
    .from(t.oidcStates)
    .where(eq(t.oidcStates.paId, world.request.id));
  if (!login) throw new Error('No login kept');
  /** Replaces the login's DPoP key, as if the callback proved another key (or none). */
  const swapDpopKey = (dpopKey: JWK | null) =>
    db.update(t.oidcStates).set({ dpopKey }).where(eq(t.oidcStates.stateHash, login.stateHash));
  return { world, authorizationUrl, finish, proofs, login, swapDpopKey };
}

describe('Singpass in FAPI 2.0 mode, against a local FAPI 2.0 provider', () => {
  it('pushes the request with DPoP and private_key_jwt, and gets a DPoP-bound token for the policyholder', async () => {
    const { world, authorizationUrl, finish, proofs, login } = await startedLogin();

    // Only the pushed request's handle travels through the browser.
    const url = new URL(authorizationUrl);
    expect([...url.searchParams.keys()].sort()).toEqual(['client_id', 'request_uri']);
    expect(url.searchParams.get('request_uri')).toMatch(/^urn:ietf:params:oauth:request_uri:/);

    const callback = await provider.login(authorizationUrl, world.holder.nric);
    expect(callback.iss).toBe(fapi.issuer);
    const response = await finish(callback);

    expect(response.statusCode).toBe(200);
    expect(await proofs()).toHaveLength(1);
    const { kty, crv, x, y } = login.dpopKey ?? {};
    expect(provider.issued.at(-1)).toEqual({
      tokenType: 'DPoP',
      jkt: await calculateJwkThumbprint({ kty, crv, x, y }),
    });
  });

  it('is refused by the provider when the token request proves another DPoP key', async () => {
    const { world, authorizationUrl, finish, proofs, swapDpopKey } = await startedLogin();
    const callback = await provider.login(authorizationUrl, world.holder.nric);
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    await swapDpopKey(await exportJWK(privateKey));

    const response = await finish(callback);

    expect(response.statusCode).toBe(400);
    expect(await proofs()).toEqual([]);
  });

  it('is refused by the provider when the token request carries no DPoP proof', async () => {
    const { world, authorizationUrl, finish, proofs, swapDpopKey } = await startedLogin();
    const callback = await provider.login(authorizationUrl, world.holder.nric);
    await swapDpopKey(null);

    const response = await finish(callback);

    expect(response.statusCode).toBe(400);
    expect(await proofs()).toEqual([]);
  });

  it('refuses a FAPI login as anyone else with 403', async () => {
    const { authorizationUrl, finish, proofs } = await startedLogin();

    const response = await finish(await provider.login(authorizationUrl, 'S8979373D'));

    expect(response.statusCode).toBe(403);
    expect(await proofs()).toEqual([]);
  });
});
