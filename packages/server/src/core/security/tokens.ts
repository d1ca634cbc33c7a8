import { createHmac, randomBytes } from 'node:crypto';
import { isLinkSessionToken, LINK_SESSION_TOKEN_PREFIX } from '@preauth/shared';

/** An opaque random token, URL-safe. */
export function generateToken(bytes: number): string {
  return randomBytes(bytes).toString('base64url');
}

/** Tokens are stored only as a keyed hash, so a database leak yields no usable token. */
export function hashToken(secret: string, token: string): string {
  return createHmac('sha256', secret).update(token).digest('hex');
}

/**
 * A link session's bearer token: the shared prefix tells it from a login session's, so the access
 * check asks one store per token.
 */
export const newLinkSessionToken = (bytes: number) =>
  LINK_SESSION_TOKEN_PREFIX + generateToken(bytes);
export { isLinkSessionToken };
