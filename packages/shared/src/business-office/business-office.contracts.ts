import { defineContract, errorResponses } from '../api/contract';
import { BUSINESS_OFFICES } from '../api/caller-sets';
import { idempotencyHeadersSchema } from '../requests/request-commands.contracts';
import {
  businessOfficeParamsSchema,
  businessOfficeRequestParamsSchema,
  businessOfficeSubmitParamsSchema,
  businessOfficeSubmitResponseSchema,
} from './business-office-params';
import { businessOfficeSubmissionSchema } from './business-office-submission';

/*
 * The business office's calls (document 001 §7) through a verified business-office link session,
 * each for the session's one request. The check, identity check and PIN are the link contracts;
 * its PDF is the LIA form's download.
 */

export const getBusinessOfficeParams = defineContract({
  operationId: 'getBusinessOfficeParams',
  method: 'GET',
  path: '/api/business-office/:paId/params',
  callers: BUSINESS_OFFICES,
  schema: {
    tags: ['business-office'],
    summary: "The request as the business office's input screen shows it (its data, 001 §3)",
    params: businessOfficeRequestParamsSchema,
    response: { 200: businessOfficeParamsSchema, ...errorResponses(400, 401, 403, 404) },
  },
});

export const submitBusinessOfficeInput = defineContract({
  operationId: 'submitBusinessOfficeInput',
  method: 'PUT',
  path: '/api/insurers/:insurerCode/business-office/:paId',
  // As the doctor's submit: a session the submit just ended still reaches it, so a retry gets
  // its first answer (Idempotency-Key) and a second submit is told 409, not "logged out".
  callers: { ...BUSINESS_OFFICES, endedLinks: true },
  schema: {
    tags: ['business-office'],
    summary: "Submit the business office's fees: the request goes to the insurer",
    params: businessOfficeSubmitParamsSchema,
    headers: idempotencyHeadersSchema,
    body: businessOfficeSubmissionSchema,
    response: {
      200: businessOfficeSubmitResponseSchema,
      ...errorResponses(400, 401, 403, 404, 409, 422),
    },
  },
});
