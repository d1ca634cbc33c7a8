import { describe, expect, it } from 'vitest';
import { sessionToken } from '../../../../test/sessions';
import { createTestApp } from '../../../../test/test-app';
import { linkHolderWorld } from '../test-support/link-worlds';

// No SINGPASS_ISSUER outside development: production's case (the tests' configuration is too).
const env = await createTestApp();
const { app, db } = env;

describe('Singpass without its settings', () => {
  it('answers 503 to the state call and the JWKS, and the rest of the portal runs', async () => {
    const world = await linkHolderWorld(env, 'remote-authoriser');
    const bearer = await sessionToken(app, db, world.insurer.id, {
      policyholderId: world.holder.id,
    });
    const headers = { authorization: `Bearer ${bearer}` };

    const state = await app.inject({
      method: 'GET',
      url: '/api/digital-identity/state',
      query: { insurerCode: world.insurer.code, paId: world.request.id },
      headers,
    });
    expect(state.statusCode).toBe(503);
    expect(state.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    const callback = await app.inject({
      method: 'GET',
      url: '/api/singpass-authorize',
      query: { state: 'some-state', code: 'some-code' },
      headers,
    });
    expect(callback.statusCode).toBe(503);
    expect((await app.inject({ method: 'GET', url: '/api/singpass/jwks' })).statusCode).toBe(503);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
