import { errorEnvelopeSchema } from '@preauth/shared';

/** Declares the error envelope for the given status codes in a route's OpenAPI response map. */
export function errorResponses<const S extends number>(...statuses: S[]) {
  return Object.fromEntries(statuses.map((s) => [s, errorEnvelopeSchema])) as Record<
    S,
    typeof errorEnvelopeSchema
  >;
}
