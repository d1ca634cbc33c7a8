import { createRequire } from 'node:module';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  calculateJwkThumbprint,
  CompactEncrypt,
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  SignJWT,
  type JWK,
} from 'jose';
import { afterAll, expect, vi } from 'vitest';
import type { SingpassConfig } from '../../../core/config/singpass-config';
import type { TestApp } from '../../../../test/test-app';

/**
 * Identity providers for the Singpass tests, each on a random local port: MockPass (the
 * development stand-in, in this process), and a provider of our own whose ID tokens a test shapes
 * (wrong nonce, audience, expiry) to prove the relying party's checks run.
 */

export const REDIRECT_URI = 'http://localhost:3714/spcb';
export const CLIENT_ID = 'preauth-portal-test';

async function listening(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The relying party's settings for an issuer, with keys made at start-up. */
export const singpassSettings = (
  issuer: string,
  changes: Partial<SingpassConfig> = {},
): SingpassConfig => ({
  issuer,
  clientId: CLIENT_ID,
  redirectUri: REDIRECT_URI,
  keys: 'generate',
  fapi: false,
  standInPort: undefined,
  ...changes,
});

/**
 * The portal's JWKS URL on a real port, for a provider to read: a local server that asks the
 * portal by inject (the portal itself does not listen in tests).
 */
export async function jwksUrlOf({ app }: Pick<TestApp, 'app'>): Promise<string> {
  const server = createServer((_request, response) => {
    void app.inject({ method: 'GET', url: '/api/singpass/jwks' }).then((answer) => {
      response.writeHead(answer.statusCode, { 'content-type': 'application/json' });
      response.end(answer.body);
    });
  });
  return `${await listening(server)}/api/singpass/jwks`;
}

/**
 * MockPass 4.3.4's Singpass v2 (NDI OpenID Connect) routes in this process. It reads the
 * relying party's JWKS URL from SP_RP_JWKS_ENDPOINT at each token call.
 */
export async function startMockPass(): Promise<{ issuer: string; useJwks(url: string): void }> {
  const require = createRequire(import.meta.url);
  const express = require('express') as () => RequestListener;
  const { configOIDCv2 } = require('@opengovsg/mockpass/lib/express') as {
    configOIDCv2: (app: unknown, options: object) => void;
  };
  // MockPass dumps every client assertion, key and ID token with console.debug.
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  const mockPass = express();
  configOIDCv2(mockPass, { showLoginPage: () => false, isStateless: false });
  const origin = await listening(createServer(mockPass));
  return {
    issuer: `${origin}/singpass/v2`,
    useJwks: (url) => {
      process.env.SP_RP_JWKS_ENDPOINT = url;
    },
  };
}

/**
 * Logs in at MockPass as `nric`, the way its login page's "custom profile" form does, and answers
 * the callback's code and state (the browser's redirect, followed by hand).
 */
export async function mockPassLogin(authorizationUrl: string, nric: string) {
  const authorize = new URL(authorizationUrl);
  const custom = new URL(`${authorize.origin}${authorize.pathname}/custom-profile`);
  custom.searchParams.set('nric', nric);
  custom.searchParams.set('uuid', '0fdcc18f-840b-4b35-80ee-44094a6cc66f');
  for (const name of ['state', 'nonce']) {
    custom.searchParams.set(name, authorize.searchParams.get(name) ?? '');
  }
  custom.searchParams.set('redirectURI', authorize.searchParams.get('redirect_uri') ?? '');
  const response = await fetch(custom, { redirect: 'manual' });
  expect(response.status).toBe(302);
  const callback = new URL(response.headers.get('location') ?? '');
  expect(`${callback.origin}${callback.pathname}`).toBe(REDIRECT_URI);
  return {
    code: callback.searchParams.get('code') ?? '',
    state: callback.searchParams.get('state') ?? '',
  };
}

/** What the shaped provider puts in the next ID token, over the right claims. */
export type ClaimChanges = Record<string, unknown>;

/**
 * A provider whose token endpoint checks the client assertion against the relying party's JWKS
 * and answers an ID token signed with its own key and encrypted to the relying party, with the
 * nonce of the login (by its code: the authorisation endpoint hands the nonce back as the code)
 * and any claim a test changes.
 */
export async function startShapedProvider() {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  const publicJwk = { ...(await exportJWK(publicKey)), use: 'sig', alg: 'ES256' };
  const kid = await calculateJwkThumbprint(publicJwk);
  let jwksUrl = '';
  let changes: ClaimChanges = {};
  let origin = '';
  const issuer = () => `${origin}/shaped`;

  async function tokenResponse(body: URLSearchParams): Promise<object> {
    const rpKeys = (await (await fetch(jwksUrl)).json()) as { keys: JWK[] };
    const assertion = await jwtVerify(
      body.get('client_assertion') ?? '',
      createLocalJWKSet(rpKeys),
      {
        audience: issuer(),
        issuer: CLIENT_ID,
        subject: CLIENT_ID,
      },
    );
    expect(assertion.protectedHeader.typ).toBe('JWT');
    const now = Math.floor(Date.now() / 1000);
    const idToken = await new SignJWT({
      iss: issuer(),
      aud: CLIENT_ID,
      sub: 's=S1234567D,u=1c0cee38-3a8f-4f8a-83bc-7a0e4c8c8b4a',
      iat: now,
      exp: now + 600,
      nonce: body.get('code'),
      ...changes,
    })
      .setProtectedHeader({ alg: 'ES256', typ: 'JWT', kid })
      .sign(privateKey);
    const encryptionJwk = rpKeys.keys.find((key) => key.use === 'enc');
    if (!encryptionJwk) throw new Error('No encryption key in the JWKS');
    const encrypted = await new CompactEncrypt(new TextEncoder().encode(idToken))
      .setProtectedHeader({
        alg: 'ECDH-ES+A256KW',
        enc: 'A256CBC-HS512',
        cty: 'JWT',
        kid: encryptionJwk.kid,
      })
      .encrypt(await importJWK(encryptionJwk, 'ECDH-ES+A256KW'));
    return { access_token: 'shaped-access-token', token_type: 'Bearer', id_token: encrypted };
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', origin);
    const json = (status: number, value: object) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(value));
    };
    if (url.pathname === '/shaped/.well-known/openid-configuration') {
      return json(200, {
        issuer: issuer(),
        authorization_endpoint: `${issuer()}/authorize`,
        token_endpoint: `${issuer()}/token`,
        jwks_uri: `${issuer()}/jwks`,
        response_types_supported: ['code'],
        id_token_signing_alg_values_supported: ['ES256'],
        token_endpoint_auth_methods_supported: ['private_key_jwt'],
      });
    }
    if (url.pathname === '/shaped/jwks') return json(200, { keys: [{ ...publicJwk, kid }] });
    if (url.pathname === '/shaped/token' && request.method === 'POST') {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        tokenResponse(new URLSearchParams(body)).then(
          (answer) => json(200, answer),
          (error: unknown) =>
            json(401, { error: 'invalid_client', error_description: String(error) }),
        );
      });
      return;
    }
    json(404, { error: 'not_found' });
  });
  origin = await listening(server);
  return {
    issuer: issuer(),
    useJwks: (url: string) => {
      jwksUrl = url;
    },
    /** The claims the next ID tokens change (until set again). */
    shape: (next: ClaimChanges) => {
      changes = next;
    },
    /** The browser's way back: the login's nonce as the code, so the token can carry it. */
    callbackOf: (authorizationUrl: string) => {
      const url = new URL(authorizationUrl);
      return {
        code: url.searchParams.get('nonce') ?? '',
        state: url.searchParams.get('state') ?? '',
      };
    },
  };
}
