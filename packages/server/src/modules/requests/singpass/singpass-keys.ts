import type { SingpassJwks } from '@preauth/shared';
import { generateKeyPairSync } from 'node:crypto';
import { calculateJwkThumbprint, importJWK } from 'jose';
import type { CryptoKey } from 'openid-client';
import type { PrivateJwk, SingpassConfig } from '../../../core/config/singpass-config';

/**
 * The relying party's two key pairs: one signs its client assertions (private_key_jwt, ES256),
 * the other is what Singpass encrypts ID tokens to (ECDH-ES+A256KW). Singpass reads the public
 * halves from the portal's JWKS URL (`/api/singpass/jwks`).
 */
export interface RelyingPartyKeys {
  signing: { key: CryptoKey; kid: string };
  encryption: { key: CryptoKey; kid: string; alg: typeof ENCRYPTION_ALG };
  /** The public halves, as served at the JWKS URL. */
  jwks: SingpassJwks;
}

export const SIGNING_ALG = 'ES256';
export const ENCRYPTION_ALG = 'ECDH-ES+A256KW';

/**
 * A fresh P-256 key pair as a private JWK named by its thumbprint: the development stand-in's
 * keys, made at start-up. The stand-in reads the JWKS URL at each token call, so a restart's new
 * keys need no set-up.
 */
async function generatedKey(): Promise<PrivateJwk> {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const { x, y, d } = privateKey.export({ format: 'jwk' }) as { x: string; y: string; d: string };
  const kid = await calculateJwkThumbprint({ kty: 'EC', crv: 'P-256', x, y });
  return { kty: 'EC', crv: 'P-256', x, y, d, kid };
}

const publicHalf = ({ kty, crv, x, y, kid }: PrivateJwk, use: 'sig' | 'enc', alg: string) => ({
  kty,
  crv,
  x,
  y,
  kid,
  use,
  alg,
});

export async function loadRelyingPartyKeys(
  keys: SingpassConfig['keys'],
): Promise<RelyingPartyKeys> {
  const { signing, encryption } =
    keys === 'generate'
      ? { signing: await generatedKey(), encryption: await generatedKey() }
      : keys;
  return {
    signing: { key: (await importJWK(signing, SIGNING_ALG)) as CryptoKey, kid: signing.kid },
    encryption: {
      key: (await importJWK(encryption, ENCRYPTION_ALG)) as CryptoKey,
      kid: encryption.kid,
      alg: ENCRYPTION_ALG,
    },
    jwks: {
      keys: [
        publicHalf(signing, 'sig', SIGNING_ALG),
        publicHalf(encryption, 'enc', ENCRYPTION_ALG),
      ],
    },
  };
}
