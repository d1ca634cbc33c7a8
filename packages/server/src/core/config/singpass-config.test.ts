import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, type LoadConfigOptions } from './env';

const development = { development: true };

const production = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'k3Y9-fQ2xW7pL0zR8mN4vB6tH1jC5dG3sA9eU2yI',
  DATABASE_URL: 'postgresql://db/preauth',
};

const privateJwk = (kid: string) =>
  JSON.stringify({
    ...generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' }),
    kid,
  });

const configured = {
  SINGPASS_ISSUER: 'https://stg-id.singpass.gov.sg',
  SINGPASS_CLIENT_ID: 'preauth-portal',
  SINGPASS_SIGNING_KEY: privateJwk('sig-2026'),
  SINGPASS_ENCRYPTION_KEY: privateJwk('enc-2026'),
};

function problemsOf(env: Record<string, string>, options: LoadConfigOptions = development) {
  try {
    loadConfig(env, options);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('the Singpass settings', () => {
  it('use the local stand-in in development without an issuer, on the portal host, keys made at start-up', () => {
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3714' }, development).singpass).toEqual({
      issuer: 'http://localhost:5156/singpass/v2',
      clientId: 'preauth-portal-dev',
      redirectUri: 'http://localhost:3714/spcb',
      keys: 'generate',
      fapi: false,
      standInPort: 5156,
    });
    expect(loadConfig({ SINGPASS_STAND_IN_PORT: '3715' }, development).singpass?.issuer).toBe(
      'http://localhost:3715/singpass/v2',
    );
  });

  it('are absent in production and tests without an issuer (the login answers 503; the portal starts)', () => {
    expect(loadConfig(production).singpass).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'test' }).singpass).toBeUndefined();
  });

  it('take the issuer, client id, keys, redirect URI and FAPI 2.0 mode from the environment', () => {
    const config = loadConfig({
      ...production,
      ...configured,
      SINGPASS_FAPI: 'true',
      SINGPASS_REDIRECT_URI: 'https://preauth.example.sg/spcb',
    });

    expect(config.singpass).toMatchObject({
      issuer: 'https://stg-id.singpass.gov.sg',
      clientId: 'preauth-portal',
      redirectUri: 'https://preauth.example.sg/spcb',
      keys: { signing: { kid: 'sig-2026', kty: 'EC' }, encryption: { kid: 'enc-2026' } },
      fapi: true,
      standInPort: undefined,
    });
  });

  it('name each missing or bad variable on its own line', () => {
    expect(problemsOf({ SINGPASS_ISSUER: 'https://id.singpass.gov.sg' })).toEqual([
      'SINGPASS_CLIENT_ID: is required with SINGPASS_ISSUER',
      'SINGPASS_SIGNING_KEY: is required with SINGPASS_ISSUER',
      'SINGPASS_ENCRYPTION_KEY: is required with SINGPASS_ISSUER',
    ]);
    expect(problemsOf({ SINGPASS_CLIENT_ID: 'x', SINGPASS_FAPI: 'true' })).toEqual([
      'SINGPASS_ISSUER: is required with SINGPASS_CLIENT_ID, SINGPASS_FAPI',
    ]);
    expect(problemsOf({ ...configured, SINGPASS_SIGNING_KEY: 'not json' })).toEqual([
      'SINGPASS_SIGNING_KEY: must be a JSON private key (JWK)',
    ]);
    const publicOnly = JSON.stringify({
      ...JSON.parse(configured.SINGPASS_SIGNING_KEY),
      d: undefined,
    });
    expect(problemsOf({ ...configured, SINGPASS_ENCRYPTION_KEY: publicOnly })).toEqual([
      'SINGPASS_ENCRYPTION_KEY: must be a private P-256 JWK with kty "EC", crv "P-256", x, y, d and kid',
    ]);
    expect(
      problemsOf({ ...configured, SINGPASS_ENCRYPTION_KEY: configured.SINGPASS_SIGNING_KEY }),
    ).toEqual(['SINGPASS_ENCRYPTION_KEY: needs a kid of its own (the signing key has this one)']);
    expect(
      problemsOf({ ...production, ...configured, SINGPASS_ISSUER: 'http://id.example' }, {}),
    ).toEqual(['SINGPASS_ISSUER: must be an https:// URL in production']);
  });

  it('never echo a key in a problem', () => {
    const problems = problemsOf({ ...configured, SINGPASS_SIGNING_KEY: '{"d":"secret-part"}' });

    expect(problems.join('\n')).not.toContain('secret-part');
  });
});
