import { z } from 'zod';
import { defineContract, errorResponses } from '../api/contract';
import { POLICYHOLDERS, REQUEST_CREATORS, REQUEST_RAISERS } from '../api/caller-sets';
import { singleLineText } from '../text/text';
import {
  amendRequestBodySchema,
  cancelRequestBodySchema,
  createRequestPayloadSchema,
  createRequestResponseSchema,
  insurerRequestParamsSchema,
  requestCommandResponseSchema,
  requestParamsSchema,
  resendLinkBodySchema,
  resendRequestBodySchema,
} from './request-commands';

/**
 * The optional `Idempotency-Key` header of every state-changing route. Loose, so validating it
 * keeps the other headers (the bearer token among them).
 */
export const idempotencyHeadersSchema = z.looseObject({
  /**
   * A retried call with the same key and body answers the first call's answer instead of doing
   * it again; the same key with another body is 422 IDEMPOTENCY_KEY_REUSED.
   */
  'idempotency-key': singleLineText().min(1).max(200).optional(),
});

export const createRequest = defineContract({
  operationId: 'createRequest',
  method: 'POST',
  path: '/api/insurers/:insurerCode/requests',
  callers: REQUEST_CREATORS,
  schema: {
    tags: ['requests'],
    summary:
      'Create a pre-authorisation request (policyholder, an insurance agent for a client, or an insured patient for themselves)',
    params: insurerRequestParamsSchema.pick({ insurerCode: true }),
    headers: idempotencyHeadersSchema,
    body: createRequestPayloadSchema,
    response: {
      201: createRequestResponseSchema,
      ...errorResponses(400, 401, 403, 404, 409, 422),
    },
  },
});

/** A policyholder's command on one request; `paced`: it may be refused as too soon or too often. */
const commandSchema = <B extends z.ZodType>(summary: string, body: B, ...paced: 429[]) => ({
  tags: ['requests'],
  summary,
  params: requestParamsSchema,
  headers: idempotencyHeadersSchema,
  body,
  response: {
    200: requestCommandResponseSchema,
    ...errorResponses(400, 401, 403, 404, 409, 422, ...paced),
  },
});

export const resendRequest = defineContract({
  operationId: 'resendRequest',
  method: 'PUT',
  path: '/api/requests/:paId/resend',
  callers: POLICYHOLDERS,
  schema: commandSchema(
    'Send the request to the doctor again, to this address (60 s apart, 5 an hour)',
    resendRequestBodySchema,
    429,
  ),
});

export const resendOfficeLink = defineContract({
  operationId: 'resendOfficeLink',
  method: 'PUT',
  path: '/api/requests/:paId/resend-office',
  callers: REQUEST_RAISERS,
  schema: commandSchema(
    "Send the hospital's business office a new link (policyholder or agent; 60 s apart, 5 an hour)",
    resendLinkBodySchema,
    429,
  ),
});

export const resendAuthorisationLink = defineContract({
  operationId: 'resendAuthorisationLink',
  method: 'PUT',
  path: '/api/requests/:paId/resend-authorisation',
  callers: REQUEST_RAISERS,
  schema: commandSchema(
    'Send the policyholder a new authorisation link (the agent; 60 s apart, 5 an hour)',
    resendLinkBodySchema,
    429,
  ),
});

export const cancelRequest = defineContract({
  operationId: 'cancelRequest',
  method: 'PUT',
  path: '/api/requests/:paId/cancel',
  callers: REQUEST_RAISERS,
  schema: commandSchema('Cancel the request', cancelRequestBodySchema),
});

export const amendRequest = defineContract({
  operationId: 'amendRequest',
  method: 'PUT',
  path: '/api/requests/:paId/amend',
  callers: POLICYHOLDERS,
  schema: commandSchema('Amend the request: the doctor is asked again', amendRequestBodySchema),
});
