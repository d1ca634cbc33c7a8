import { defineContract, errorResponses } from '../api/contract';
import { DOCTORS } from '../api/caller-sets';
import { idempotencyHeadersSchema } from '../requests/request-commands.contracts';
import { doctorDraftResponseSchema, saveDoctorDraftBodySchema } from './doctor-draft';
import {
  doctorParamsSchema,
  doctorRequestParamsSchema,
  doctorSubmitParamsSchema,
  doctorSubmitResponseSchema,
} from './doctor-params';
import { doctorSubmissionSchema } from './doctor-submission';

/*
 * The doctor's calls (document 001 §7) through a verified doctor link session, each for the
 * session's one request, or logged in, for a request of the doctor's scope (record 084). The link check, identity check and PIN are the link contracts.
 */

export const getDoctorParams = defineContract({
  operationId: 'getDoctorParams',
  method: 'GET',
  path: '/api/doctor-input/:paId/params',
  callers: DOCTORS,
  schema: {
    tags: ['doctor'],
    summary: "The request as the doctor's screens show it (the doctor session params)",
    params: doctorRequestParamsSchema,
    response: { 200: doctorParamsSchema, ...errorResponses(400, 401, 403, 404) },
  },
});

export const getDoctorDraft = defineContract({
  operationId: 'getDoctorDraft',
  method: 'GET',
  path: '/api/doctor-input/:paId/draft',
  callers: DOCTORS,
  schema: {
    tags: ['doctor'],
    summary: "The doctor's saved draft and its version",
    params: doctorRequestParamsSchema,
    response: { 200: doctorDraftResponseSchema, ...errorResponses(400, 401, 403, 404) },
  },
});

export const saveDoctorDraft = defineContract({
  operationId: 'saveDoctorDraft',
  method: 'POST',
  path: '/api/doctor-input/draft',
  callers: DOCTORS,
  schema: {
    tags: ['doctor'],
    summary: 'Save the doctor’s draft; 409 when a newer version was saved since it was loaded',
    headers: idempotencyHeadersSchema,
    body: saveDoctorDraftBodySchema,
    response: {
      200: doctorDraftResponseSchema,
      ...errorResponses(400, 401, 403, 404, 409, 422),
    },
  },
});

export const submitDoctorInput = defineContract({
  operationId: 'submitDoctorInput',
  method: 'PUT',
  path: '/api/insurers/:insurerCode/doctor-input/:paId',
  // The submit ends the link (and with it the session): a session it just ended still reaches
  // the submit, so a retry whose answer was lost gets that answer again (Idempotency-Key) and a
  // second submit is told the request has moved on (409), not that the doctor is logged out.
  callers: { ...DOCTORS, endedLinks: true },
  schema: {
    tags: ['doctor'],
    summary: "Submit the doctor's details: to the business office (panel hospital) or the insurer",
    params: doctorSubmitParamsSchema,
    headers: idempotencyHeadersSchema,
    body: doctorSubmissionSchema,
    response: {
      200: doctorSubmitResponseSchema,
      ...errorResponses(400, 401, 403, 404, 409, 422),
    },
  },
});
