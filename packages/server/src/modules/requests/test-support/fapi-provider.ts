import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';
import { afterAll } from 'vitest';
import { CLIENT_ID, REDIRECT_URI } from './singpass-providers';

/**
 * A local FAPI 2.0 provider (panva's oidc-provider with its FAPI 2.0 profile), standing in for
 * Singpass after its move to FAPI 2.0: pushed authorisation requests required, PKCE, DPoP-bound
 * access tokens (the client is registered with `dpop_bound_access_tokens`), private_key_jwt with
 * the relying party's keys read from its JWKS URL, and ID tokens encrypted to it. Its login
 * interaction logs in whoever `loginAs` names, as Singpass's `sub` (`s=<NRIC>,u=<uuid>`).
 */
export async function startFapiProvider() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    /** Starts answering, once the relying party's JWKS URL is known. */
    serve: (rpJwksUrl: string) => serve(server, issuer, rpJwksUrl),
  };
}

async function serve(server: Server, issuer: string, rpJwksUrl: string) {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const signingJwk = {
    ...(await exportJWK(privateKey)),
    kid: 'fapi-test-signing',
    alg: 'ES256',
    use: 'sig',
  };
  let nric = '';
  const issued: { tokenType: string; jkt: string | undefined }[] = [];
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        redirect_uris: [REDIRECT_URI],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'private_key_jwt',
        token_endpoint_auth_signing_alg: 'ES256',
        jwks_uri: rpJwksUrl,
        id_token_signed_response_alg: 'ES256',
        id_token_encrypted_response_alg: 'ECDH-ES+A256KW',
        id_token_encrypted_response_enc: 'A256CBC-HS512',
        dpop_bound_access_tokens: true,
      },
    ],
    jwks: { keys: [signingJwk] },
    features: {
      fapi: { enabled: true, profile: '2.0' },
      dPoP: { enabled: true },
      pushedAuthorizationRequests: { enabled: true, requirePushedAuthorizationRequests: true },
      encryption: { enabled: true },
      devInteractions: { enabled: false },
    },
    enabledJWA: {
      idTokenEncryptionAlgValues: ['ECDH-ES+A256KW'],
      idTokenEncryptionEncValues: ['A256CBC-HS512'],
      clientAuthSigningAlgValues: ['ES256'],
      idTokenSigningAlgValues: ['ES256'],
      dPoPSigningAlgValues: ['ES256'],
    },
    findAccount: (_ctx, accountId) => ({ accountId, claims: () => ({ sub: accountId }) }),
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    // The relying party's JWKS URL is on this machine, which the provider's protection against
    // server-side request forgery refuses: plain fetch here.
    fetch: (url, options) => globalThis.fetch(url, { ...options, dispatcher: undefined }),
  });
  // Opaque tokens are 'saved' (kept by the adapter), structured ones 'issued'.
  for (const event of ['access_token.saved', 'access_token.issued']) {
    provider.on(event, (token: { tokenType: string; jkt?: string }) => {
      issued.push({ tokenType: token.tokenType, jkt: token.jkt });
    });
  }
  const callback = provider.callback();

  server.on('request', (request, response) => {
    if (!request.url?.startsWith('/interaction/')) return callback(request, response);
    // The login and consent screens, answered at once: the person is `nric`.
    void (async () => {
      await provider.interactionDetails(request, response);
      const accountId = `s=${nric},u=0fdcc18f-840b-4b35-80ee-44094a6cc66f`;
      const grant = new provider.Grant({ accountId, clientId: CLIENT_ID });
      grant.addOIDCScope('openid');
      await provider.interactionFinished(
        request,
        response,
        { login: { accountId }, consent: { grantId: await grant.save() } },
        { mergeWithLastSubmission: false },
      );
    })();
  });

  return {
    /** The access tokens issued: their type and the DPoP key thumbprint they are bound to. */
    issued,
    /** Logs in at the provider as `who`, following its redirects with its cookies; answers the callback. */
    async login(authorizationUrl: string, who: string) {
      nric = who;
      const cookies = new Map<string, string>();
      let next = new URL(authorizationUrl);
      for (let hop = 0; hop < 10; hop += 1) {
        const response = await fetch(next, {
          redirect: 'manual',
          headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
        });
        for (const line of response.headers.getSetCookie()) {
          const [pair = ''] = line.split(';');
          const [name = '', value = ''] = pair.split('=');
          cookies.set(name, value);
        }
        const location = response.headers.get('location');
        if (!location)
          throw new Error(`The provider answered ${response.status} at ${next.pathname}`);
        next = new URL(location, next);
        if (next.href.startsWith(REDIRECT_URI)) {
          return Object.fromEntries(next.searchParams) as {
            code: string;
            state: string;
            iss: string;
          };
        }
      }
      throw new Error('The provider never sent the browser back');
    },
  };
}
