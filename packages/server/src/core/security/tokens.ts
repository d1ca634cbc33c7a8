import { createHmac, randomBytes } from 'node:crypto';

/** An opaque random token, URL-safe. */
export function generateToken(bytes: number): string {
  return randomBytes(bytes).toString('base64url');
}

/** Tokens are stored only as a keyed hash, so a database leak yields no usable token. */
export function hashToken(secret: string, token: string): string {
  return createHmac('sha256', secret).update(token).digest('hex');
}

/**
 * Link-session bearer tokens carry this prefix, login-session tokens none, so the access check
 * asks one store per token ('.' never occurs in base64url).
 */
const LINK_SESSION_PREFIX = 'link.';

export const newLinkSessionToken = (bytes: number) => LINK_SESSION_PREFIX + generateToken(bytes);
export const isLinkSessionToken = (token: string) => token.startsWith(LINK_SESSION_PREFIX);
