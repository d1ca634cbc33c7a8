import type { z } from 'zod';
import { defineContract, errorResponses } from '../api/contract';
import { ADJUDICATORS } from '../api/caller-sets';
import { PUBLIC } from '../api/callers';
import { idempotencyHeadersSchema } from '../requests/request-commands.contracts';
import {
  certificateVerificationBodySchema,
  certificateVerificationSchema,
} from './certificate-verification';
import { decisionReasonListSchema } from './decision-reasons';
import {
  approveDecisionBodySchema,
  decisionParamsSchema,
  decisionResponseSchema,
  rejectDecisionBodySchema,
  requestAmendmentBodySchema,
} from './decisions';

export const listDecisionReasons = defineContract({
  operationId: 'listDecisionReasons',
  method: 'GET',
  path: '/api/adjudication/reasons',
  callers: ADJUDICATORS,
  schema: {
    tags: ['adjudication'],
    summary: "The adjudicator's insurer's active rejection and reduction reasons",
    response: { 200: decisionReasonListSchema, ...errorResponses(401, 403) },
  },
});

/** One decision on a case in Processing: one transition, its rows and its emails. */
const decisionSchema = <B extends z.ZodType>(summary: string, body: B) => ({
  tags: ['adjudication'],
  summary,
  params: decisionParamsSchema,
  headers: idempotencyHeadersSchema,
  body,
  response: {
    200: decisionResponseSchema,
    ...errorResponses(400, 401, 403, 404, 409, 422),
  },
});

export const approveCase = defineContract({
  operationId: 'approveCase',
  method: 'POST',
  path: '/api/adjudication/cases/:paId/approve',
  callers: ADJUDICATORS,
  schema: decisionSchema(
    'Approve the request, with an approved amount per fee (the requested one unless sent)',
    approveDecisionBodySchema,
  ),
});

export const rejectCase = defineContract({
  operationId: 'rejectCase',
  method: 'POST',
  path: '/api/adjudication/cases/:paId/reject',
  callers: ADJUDICATORS,
  schema: decisionSchema(
    "Reject the request with a reason of the insurer's list and a text for the policyholder",
    rejectDecisionBodySchema,
  ),
});

export const requestCaseAmendment = defineContract({
  operationId: 'requestCaseAmendment',
  method: 'POST',
  path: '/api/adjudication/cases/:paId/request-amendment',
  callers: ADJUDICATORS,
  schema: decisionSchema(
    'Send the request back to the doctor, saying what must change',
    requestAmendmentBodySchema,
  ),
});

export const verifyCertificate = defineContract({
  operationId: 'verifyCertificate',
  method: 'POST',
  path: '/api/certificates/verify',
  callers: PUBLIC,
  schema: {
    tags: ['certificates'],
    summary: 'Whether a certificate is genuine and still approved (no login; rate-limited)',
    body: certificateVerificationBodySchema,
    response: {
      200: certificateVerificationSchema,
      ...errorResponses(400, 429),
    },
  },
});
