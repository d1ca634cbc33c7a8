import { z } from 'zod';

/** Machine-readable error codes; the `detailMessage` beside them is what a person reads. */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'SESSION_EXPIRED',
  'INVALID_CREDENTIALS',
  'FORBIDDEN',
  'NOT_FOUND',
  /** A conflict with the current state that fits none of the kinds below. */
  'CONFLICT',
  /** Someone else changed the request since it was read: reload it. */
  'REQUEST_CHANGED',
  /** The request's status does not allow this (the lifecycle table refused it). */
  'NOT_ALLOWED_IN_STATUS',
  /** What this would create already exists (the patient's open request). */
  'ALREADY_EXISTS',
  /** An Idempotency-Key sent again with a different body (422): the first request stands. */
  'IDEMPOTENCY_KEY_REUSED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const fieldIssueSchema = z.object({
  /** Dotted path of the field, e.g. `diagnosis.0.icdCode`. */
  path: z.string(),
  message: z.string(),
});
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

/** The one error shape every endpoint answers with. */
export const errorEnvelopeSchema = z.object({
  detailMessage: z.string(),
  code: z.enum(ERROR_CODES),
  issues: z.array(fieldIssueSchema).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
