import { defineContract, errorResponses } from '../api/contract';
import { AUTHORISERS, POLICYHOLDERS } from '../api/caller-sets';
import { PUBLIC } from '../api/callers';
import { loginResponseSchema } from '../auth/auth.schemas';
import { idempotencyHeadersSchema } from '../requests/request-commands.contracts';
import { requestCommandResponseSchema } from '../requests/request-commands';
import {
  authModesQuerySchema,
  authModesResponseSchema,
  authoriseParamsSchema,
  digitalIdentityStateQuerySchema,
  digitalIdentityStateResponseSchema,
  getAuthorizeBodySchema,
  getAuthorizeResponseSchema,
  remoteAuthenticationBodySchema,
  remoteAuthorisationResponseSchema,
  authorisationPinQuerySchema,
  sendAuthorisationPinBodySchema,
  sendAuthorisationPinResponseSchema,
  singpassAuthorizeQuerySchema,
  singpassAuthorizeResponseSchema,
  singpassJwksResponseSchema,
  submitAuthorisationBodySchema,
  userParamsSchema,
  verifyAuthorisationPinBodySchema,
  verifyAuthorisationPinResponseSchema,
  verifyPayloadBodySchema,
  verifyPayloadResponseSchema,
} from './authorisation';

/** The calls of 000 §7 for authorisation, under /api. */

export const listAuthModes = defineContract({
  operationId: 'listAuthModes',
  method: 'GET',
  path: '/api/auth-modes',
  callers: AUTHORISERS,
  schema: {
    tags: ['authorisation'],
    summary: "The authorisation methods of the caller's insurer for a user type",
    querystring: authModesQuerySchema,
    response: { 200: authModesResponseSchema, ...errorResponses(400, 401, 403) },
  },
});

export const sendAuthorisationPin = defineContract({
  operationId: 'sendAuthorisationPin',
  method: 'POST',
  path: '/api/users/:userId/send',
  callers: AUTHORISERS,
  schema: {
    tags: ['authorisation'],
    summary: 'Send the policyholder a PIN by email or SMS to authorise one request',
    params: userParamsSchema,
    body: sendAuthorisationPinBodySchema,
    response: {
      200: sendAuthorisationPinResponseSchema,
      ...errorResponses(400, 401, 403, 404, 409, 429),
    },
  },
});

export const getAuthorisationPin = defineContract({
  operationId: 'getAuthorisationPin',
  method: 'GET',
  path: '/api/authorise-request/:paId/pin',
  callers: AUTHORISERS,
  schema: {
    tags: ['authorisation'],
    summary: 'The PIN sent by a method for the request: its countdowns, whether its message went',
    params: authoriseParamsSchema,
    querystring: authorisationPinQuerySchema,
    response: {
      200: sendAuthorisationPinResponseSchema,
      ...errorResponses(400, 401, 403, 404, 409),
    },
  },
});

export const verifyAuthorisationPin = defineContract({
  operationId: 'verifyAuthorisationPin',
  method: 'POST',
  path: '/api/authorise-request/:paId/verify',
  callers: AUTHORISERS,
  schema: {
    tags: ['authorisation'],
    summary: 'Check the authorisation PIN; the declaration may then be submitted for 10 minutes',
    params: authoriseParamsSchema,
    body: verifyAuthorisationPinBodySchema,
    response: {
      200: verifyAuthorisationPinResponseSchema,
      ...errorResponses(400, 401, 403, 404, 409),
    },
  },
});

export const submitAuthorisation = defineContract({
  operationId: 'submitAuthorisation',
  method: 'PUT',
  path: '/api/requests/:paId/submit',
  callers: AUTHORISERS,
  schema: {
    tags: ['authorisation'],
    summary:
      'Accept (PEN → SUB) or reject (PEN → REM-REJ) the request, after a verified PIN or Singpass login',
    params: authoriseParamsSchema,
    headers: idempotencyHeadersSchema,
    body: submitAuthorisationBodySchema,
    response: {
      200: requestCommandResponseSchema,
      ...errorResponses(400, 401, 403, 404, 409, 422),
    },
  },
});

export const getDigitalIdentityState = defineContract({
  operationId: 'getDigitalIdentityState',
  method: 'GET',
  path: '/api/digital-identity/state',
  callers: AUTHORISERS,
  schema: {
    tags: ['authorisation'],
    summary: 'Start a Singpass login for one request: its state and where to send the browser',
    querystring: digitalIdentityStateQuerySchema,
    response: {
      200: digitalIdentityStateResponseSchema,
      ...errorResponses(400, 401, 403, 404, 409, 503),
    },
  },
});

export const singpassAuthorize = defineContract({
  operationId: 'singpassAuthorize',
  method: 'GET',
  path: '/api/singpass-authorize',
  callers: AUTHORISERS,
  schema: {
    tags: ['authorisation'],
    summary: "Singpass callback: exchange the code, check the ID token and the policyholder's NRIC",
    querystring: singpassAuthorizeQuerySchema,
    response: {
      200: singpassAuthorizeResponseSchema,
      ...errorResponses(400, 401, 403, 404, 409, 503),
    },
  },
});

export const getSingpassJwks = defineContract({
  operationId: 'getSingpassJwks',
  method: 'GET',
  path: '/api/singpass/jwks',
  callers: PUBLIC,
  schema: {
    tags: ['authorisation'],
    summary: "The Singpass relying party's public keys (its JWKS URL, read by Singpass)",
    response: { 200: singpassJwksResponseSchema, ...errorResponses(503) },
  },
});

export const verifyPolicyholderPayload = defineContract({
  operationId: 'verifyPolicyholderPayload',
  method: 'POST',
  path: '/api/policyholder-verification',
  callers: PUBLIC,
  schema: {
    tags: ['authorisation'],
    summary: "Check the emailed verification link's payload (the remote authoriser's link)",
    body: verifyPayloadBodySchema,
    response: { 200: verifyPayloadResponseSchema, ...errorResponses(400, 404) },
  },
});

export const getAuthorize = defineContract({
  operationId: 'getAuthorize',
  method: 'POST',
  path: '/api/get-authorize',
  callers: PUBLIC,
  schema: {
    tags: ['authorisation'],
    summary: "The verification page's identity check; opens a session for that one request",
    body: getAuthorizeBodySchema,
    response: { 200: getAuthorizeResponseSchema, ...errorResponses(400, 403, 404, 429) },
  },
});

export const remoteAuthenticate = defineContract({
  operationId: 'remoteAuthenticate',
  method: 'POST',
  path: '/api/remote-authentication',
  callers: { links: ['remote-authoriser'], remoteAuthenticationPending: true },
  schema: {
    tags: ['authorisation'],
    summary: 'The remote-authentication check: date of birth (DDMMYYYY) then NRIC/FIN/passport',
    body: remoteAuthenticationBodySchema,
    // A new token for the verified session, and who it stands for, as a login answers (record 081).
    response: { 200: loginResponseSchema, ...errorResponses(400, 401, 403, 429) },
  },
});

export const remoteAuthoriseRequest = defineContract({
  operationId: 'remoteAuthoriseRequest',
  method: 'POST',
  path: '/api/authorise-request/:paId/remote-authentication',
  // REM as a method is the logged-in policyholder's; the remote authoriser typed it to get in.
  callers: POLICYHOLDERS,
  schema: {
    tags: ['authorisation'],
    summary:
      "The logged-in policyholder's REM method: date of birth (DDMMYYYY) then NRIC/FIN/passport; 5 wrong lock it for the request",
    params: authoriseParamsSchema,
    body: remoteAuthenticationBodySchema,
    response: {
      200: remoteAuthorisationResponseSchema,
      ...errorResponses(400, 401, 403, 404, 409),
    },
  },
});
