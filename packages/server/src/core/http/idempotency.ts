import { createHash } from 'node:crypto';
import { AppError } from './errors';

/**
 * The same Idempotency-Key came back with a different body: answering the first result would
 * tell the caller its second body was carried out, so it is refused (422) instead.
 */
export class IdempotencyKeyReusedError extends AppError {
  constructor() {
    super(
      422,
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was already used with different details, and the first request stands as it was sent. Check it before sending again; to make another request, use a new key.',
    );
  }
}

/** The value as JSON with every object's keys in order, so equal values give equal text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * What identifies a body for an Idempotency-Key: the SHA-256 (hex) of the parsed body (trimmed,
 * defaults filled, unknown fields dropped, by the route's schema) as canonical JSON. Two sends
 * that differ only in spacing, key order or a default left out are the same body.
 */
export function bodyFingerprint(parsedBody: unknown): string {
  return createHash('sha256').update(canonicalJson(parsedBody)).digest('hex');
}
