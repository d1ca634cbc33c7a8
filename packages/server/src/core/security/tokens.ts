import { createHmac, randomBytes } from 'node:crypto';

/** An opaque random token, URL-safe. */
export function generateToken(bytes: number): string {
  return randomBytes(bytes).toString('base64url');
}

/** Tokens are stored only as a keyed hash, so a database leak yields no usable token. */
export function hashToken(secret: string, token: string): string {
  return createHmac('sha256', secret).update(token).digest('hex');
}
