import { AUTHORISATION_MESSAGES } from '@preauth/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../../core/db/schema';
import { sessionToken } from '../../../../test/sessions';
import { createTestApp } from '../../../../test/test-app';
import { linkHolderWorld } from '../test-support/link-worlds';
import {
  CLIENT_ID,
  jwksUrlOf,
  singpassSettings,
  startShapedProvider,
  type ClaimChanges,
} from '../test-support/singpass-providers';

const provider = await startShapedProvider();
const env = await createTestApp({ config: { singpass: singpassSettings(provider.issuer) } });
const { app, db } = env;
provider.useJwks(await jwksUrlOf(env));

/**
 * A login of the policyholder of a waiting request up to the callback, with the provider shaping
 * the ID token by `changes`; answers the callback's response and the proofs then recorded.
 */
async function loginWith(changes: (nric: string) => ClaimChanges) {
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
  provider.shape({
    sub: `s=${world.holder.nric},u=5f0b7d2e-1111-4c1a-9d59-3a2b2c1d0e0f`,
    ...changes(world.holder.nric),
  });
  const response = await app.inject({
    method: 'GET',
    url: '/api/singpass-authorize',
    query: provider.callbackOf(started.json<{ authorizationUrl: string }>().authorizationUrl),
    headers,
  });
  const proofs = await db
    .select()
    .from(t.authorisationProofs)
    .where(eq(t.authorisationProofs.paId, world.request.id));
  return { response, proofs };
}

const now = () => Math.floor(Date.now() / 1000);

describe("the Singpass ID token's checks", () => {
  it('accepts a token of the right issuer, audience, nonce and lifetime (the shaped provider works)', async () => {
    const { response, proofs } = await loginWith(() => ({}));

    expect(response.statusCode).toBe(200);
    expect(proofs).toHaveLength(1);
  });

  it.each<[string, ClaimChanges]>([
    ['a wrong nonce', { nonce: 'a-nonce-of-another-login' }],
    ['no nonce', { nonce: undefined }],
    ['another audience', { aud: 'another-relying-party' }],
    ['an audience list without us', { aud: ['another-relying-party', 'a-third'] }],
    ['an expired token', { iat: now() - 3600, exp: now() - 600 }],
    ['another issuer', { iss: 'https://id.example.com' }],
  ])('refuses %s with no proof recorded', async (_case, changes) => {
    const { response, proofs } = await loginWith(() => changes);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      detailMessage: AUTHORISATION_MESSAGES.singpassLoginInvalid,
    });
    expect(proofs).toEqual([]);
  });

  it("refuses a token whose sub names no NRIC as not the policyholder's", async () => {
    const { response, proofs } = await loginWith(() => ({ sub: `u=${CLIENT_ID}` }));

    expect(response.statusCode).toBe(403);
    expect(proofs).toEqual([]);
  });
});
