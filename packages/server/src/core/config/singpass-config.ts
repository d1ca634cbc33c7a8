import { z } from 'zod';

/**
 * The Singpass relying party's settings (issue 13). With SINGPASS_ISSUER the portal logs in at
 * that issuer with the client id and private keys given here; without it, outside production, it
 * uses the local stand-in `npm start` launches (MockPass) with keys made at start-up; in
 * production without it the Singpass login answers 503 (the rest of the portal runs).
 */

const flag = z
  .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1');

/** A private P-256 key as a JWK with its `kid` (ES256 signatures, ECDH-ES key agreement). */
export interface PrivateJwk {
  kty: 'EC';
  crv: 'P-256';
  x: string;
  y: string;
  d: string;
  kid: string;
}

const JWK_FIELDS = ['x', 'y', 'd', 'kid'] as const;

function isPrivateJwk(value: unknown): value is PrivateJwk {
  if (typeof value !== 'object' || value === null) return false;
  const jwk = value as Record<string, unknown>;
  return (
    jwk.kty === 'EC' &&
    jwk.crv === 'P-256' &&
    JWK_FIELDS.every((field) => typeof jwk[field] === 'string' && jwk[field] !== '')
  );
}

const privateKeyJwk = z
  .string()
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: 'must be a JSON private key (JWK)' });
      return z.NEVER;
    }
  })
  // One message for any shortfall, never the value (it holds the private key).
  .pipe(
    z.custom<PrivateJwk>(isPrivateJwk, {
      message: 'must be a private P-256 JWK with kty "EC", crv "P-256", x, y, d and kid',
    }),
  );

export const singpassEnvSchema = z.object({
  SINGPASS_ISSUER: z
    .url({
      protocol: /^https?$/,
      message: 'must be the issuer URL, such as https://id.singpass.gov.sg',
    })
    .optional(),
  SINGPASS_CLIENT_ID: z.string().min(1).max(200).optional(),
  SINGPASS_REDIRECT_URI: z.url({ message: 'must be an absolute URL ending in /spcb' }).optional(),
  SINGPASS_SIGNING_KEY: privateKeyJwk.optional(),
  SINGPASS_ENCRYPTION_KEY: privateKeyJwk.optional(),
  SINGPASS_FAPI: flag.default(false),
  SINGPASS_STAND_IN_PORT: z.coerce
    .number()
    .int()
    .min(1)
    .max(65535, 'must be a port number')
    .default(5156),
});

type SingpassEnv = z.infer<typeof singpassEnvSchema>;

/** The variables that mean nothing without SINGPASS_ISSUER. */
const ISSUER_SETTINGS = [
  'SINGPASS_CLIENT_ID',
  'SINGPASS_SIGNING_KEY',
  'SINGPASS_ENCRYPTION_KEY',
  'SINGPASS_FAPI',
] as const;

/** What a configured issuer cannot do without. */
const REQUIRED_WITH_ISSUER = [
  'SINGPASS_CLIENT_ID',
  'SINGPASS_SIGNING_KEY',
  'SINGPASS_ENCRYPTION_KEY',
] as const;

export interface SingpassConfig {
  /** The issuer whose discovery document is read (`…/.well-known/openid-configuration`). */
  issuer: string;
  clientId: string;
  /** The web page Singpass sends the browser back to (`/spcb`). */
  redirectUri: string;
  /** Private keys: client assertions are signed with one, ID tokens are encrypted to the other. */
  keys: { signing: PrivateJwk; encryption: PrivateJwk } | 'generate';
  /** FAPI 2.0: pushed authorisation requests and DPoP-bound tokens (besides PKCE and private_key_jwt). */
  fapi: boolean;
  /** Set when the local stand-in is the issuer: `npm start` launches it on this port. */
  standInPort: number | undefined;
}

/** Where the stand-in answers: the portal's own host name, so a browser that reaches one reaches both. */
export const standInIssuer = (publicUrl: string, port: number) =>
  `${new URL(publicUrl).protocol}//${new URL(publicUrl).hostname}:${port}/singpass/v2`;

/** The development stand-in's client id (MockPass accepts any). */
const STAND_IN_CLIENT_ID = 'preauth-portal-dev';

export function singpassProblems(env: SingpassEnv, given: string[], isProduction: boolean) {
  const problems: string[] = [];
  if (!env.SINGPASS_ISSUER) {
    const orphans = ISSUER_SETTINGS.filter((name) => given.includes(name));
    if (orphans.length > 0)
      problems.push(`SINGPASS_ISSUER: is required with ${orphans.join(', ')}`);
    return problems;
  }
  for (const name of REQUIRED_WITH_ISSUER) {
    if (!env[name]) problems.push(`${name}: is required with SINGPASS_ISSUER`);
  }
  if (isProduction && !env.SINGPASS_ISSUER.startsWith('https://')) {
    problems.push('SINGPASS_ISSUER: must be an https:// URL in production');
  }
  const { SINGPASS_SIGNING_KEY: signing, SINGPASS_ENCRYPTION_KEY: encryption } = env;
  if (signing && encryption && signing.kid === encryption.kid) {
    problems.push('SINGPASS_ENCRYPTION_KEY: needs a kid of its own (the signing key has this one)');
  }
  return problems;
}

/**
 * The Singpass settings. Without an issuer: the local stand-in in development; none in production
 * (the login answers 503) nor in tests (each test that logs in starts its own provider).
 */
export function singpassConfigOf(
  env: SingpassEnv,
  publicUrl: string,
  nodeEnv: 'development' | 'production' | 'test',
): SingpassConfig | undefined {
  const redirectUri = env.SINGPASS_REDIRECT_URI ?? `${publicUrl}/spcb`;
  const { SINGPASS_SIGNING_KEY: signing, SINGPASS_ENCRYPTION_KEY: encryption } = env;
  // singpassProblems has made sure an issuer comes with its client id and keys.
  if (env.SINGPASS_ISSUER && env.SINGPASS_CLIENT_ID && signing && encryption) {
    return {
      issuer: env.SINGPASS_ISSUER.replace(/\/$/, ''),
      clientId: env.SINGPASS_CLIENT_ID,
      redirectUri,
      keys: { signing, encryption },
      fapi: env.SINGPASS_FAPI,
      standInPort: undefined,
    };
  }
  if (nodeEnv !== 'development') return undefined;
  return {
    issuer: standInIssuer(publicUrl, env.SINGPASS_STAND_IN_PORT),
    clientId: STAND_IN_CLIENT_ID,
    redirectUri,
    keys: 'generate',
    // MockPass 4.3.4 predates FAPI 2.0: no PAR endpoint, no DPoP.
    fapi: false,
    standInPort: env.SINGPASS_STAND_IN_PORT,
  };
}
