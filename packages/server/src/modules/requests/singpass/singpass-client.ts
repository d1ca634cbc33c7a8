import * as client from 'openid-client';
import { exportJWK, importJWK, type JWK } from 'jose';
import type { SingpassConfig } from '../../../core/config/singpass-config';
import { ENCRYPTION_ALG, SIGNING_ALG, type RelyingPartyKeys } from './singpass-keys';

/**
 * The relying party's side of the Singpass login, by openid-client: the authorisation URL
 * (authorisation code, PKCE S256, state, nonce; in FAPI 2.0 mode pushed with DPoP), and the code's
 * exchange with private_key_jwt, where openid-client decrypts the ID token and checks its
 * signature against the issuer's JWKS, its issuer, audience, expiry and nonce.
 */

/** What the state row keeps of one login so that the callback can finish it. */
export interface LoginSecrets {
  nonce: string;
  codeVerifier: string;
  /** FAPI 2.0: the login's own DPoP key pair, as a private JWK. */
  dpopKey: JWK | null;
}

/** What Singpass sent the browser back with (`iss` when the issuer sends one, RFC 9207). */
export interface CallbackParameters {
  code: string;
  state: string;
  iss?: string;
}

/** Singpass (or the stand-in) could not be reached, or its metadata is unusable: 503. */
export class SingpassUnavailableError extends Error {}

/** The issuer's encryption of ID tokens (Singpass: A256CBC-HS512; FAPI providers: A256GCM too). */
const CONTENT_ENCRYPTION = ['A256CBC-HS512', 'A256GCM'];

export interface SingpassClient {
  /** Where to send the browser for this login (after pushing the request, in FAPI 2.0 mode). */
  authorizationUrl(state: string, secrets: LoginSecrets): Promise<URL>;
  /** Exchanges the callback's code; answers the ID token's `sub`. Throws on any failed check. */
  exchange(callback: CallbackParameters, secrets: LoginSecrets): Promise<string>;
  newSecrets(): Promise<LoginSecrets>;
}

export function createSingpassClient(
  config: SingpassConfig,
  keys: RelyingPartyKeys,
): SingpassClient {
  let discovered: Promise<client.Configuration> | undefined;

  /** Discovery on first use, not at start-up; a failed one is tried again at the next login. */
  function configuration(): Promise<client.Configuration> {
    discovered ??= discover(config, keys).catch((error: unknown) => {
      discovered = undefined;
      throw new SingpassUnavailableError('Singpass discovery failed', { cause: error });
    });
    return discovered;
  }

  async function dpopOf(
    oidc: client.Configuration,
    secrets: LoginSecrets,
  ): Promise<client.DPoPHandle | undefined> {
    if (!secrets.dpopKey) return undefined;
    const { kty, crv, x, y } = secrets.dpopKey;
    const keyPair = {
      privateKey: (await importJWK(secrets.dpopKey, SIGNING_ALG)) as client.CryptoKey,
      publicKey: (await importJWK({ kty, crv, x, y }, SIGNING_ALG)) as client.CryptoKey,
    };
    return client.getDPoPHandle(oidc, keyPair);
  }

  return {
    async newSecrets() {
      const dpopKey = config.fapi
        ? await exportJWK(
            (await client.randomDPoPKeyPair(SIGNING_ALG, { extractable: true })).privateKey,
          )
        : null;
      return {
        nonce: client.randomNonce(),
        codeVerifier: client.randomPKCECodeVerifier(),
        dpopKey,
      };
    },

    async authorizationUrl(state, secrets) {
      const oidc = await configuration();
      const parameters = {
        scope: 'openid',
        redirect_uri: config.redirectUri,
        state,
        nonce: secrets.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(secrets.codeVerifier),
        code_challenge_method: 'S256',
      };
      if (!config.fapi) return client.buildAuthorizationUrl(oidc, parameters);
      try {
        return await client.buildAuthorizationUrlWithPAR(oidc, parameters, {
          DPoP: await dpopOf(oidc, secrets),
        });
      } catch (error) {
        throw new SingpassUnavailableError('Singpass refused the pushed request', { cause: error });
      }
    },

    async exchange(callback, secrets) {
      const oidc = await configuration();
      // The callback as the browser reached it; openid-client reads code, state and iss from it.
      const callbackUrl = new URL(config.redirectUri);
      for (const [name, value] of Object.entries(callback)) {
        if (value !== undefined) callbackUrl.searchParams.set(name, value);
      }
      const tokens = await client.authorizationCodeGrant(
        oidc,
        callbackUrl,
        {
          expectedState: callback.state,
          expectedNonce: secrets.nonce,
          pkceCodeVerifier: secrets.codeVerifier,
          idTokenExpected: true,
        },
        undefined,
        { DPoP: await dpopOf(oidc, secrets) },
      );
      const claims = tokens.claims();
      if (!claims) throw new Error('The token response has no ID token');
      return claims.sub;
    },
  };
}

async function discover(
  config: SingpassConfig,
  keys: RelyingPartyKeys,
): Promise<client.Configuration> {
  const insecure = new URL(config.issuer).protocol === 'http:';
  const oidc = await client.discovery(
    new URL(config.issuer),
    config.clientId,
    {
      id_token_signed_response_alg: SIGNING_ALG,
      id_token_encrypted_response_alg: ENCRYPTION_ALG,
    },
    client.PrivateKeyJwt(keys.signing, {
      // Singpass requires the client assertion's typ header; openid-client sets none by itself.
      [client.modifyAssertion]: (header) => {
        header.typ = 'JWT';
      },
    }),
    // The development stand-in and the test providers listen on plain http; configuration
    // refuses an http issuer in production.
    insecure ? { execute: [client.allowInsecureRequests] } : undefined,
  );
  client.enableDecryptingResponses(oidc, CONTENT_ENCRYPTION, keys.encryption);
  return oidc;
}
