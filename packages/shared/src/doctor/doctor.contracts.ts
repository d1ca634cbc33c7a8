import { BEARER_AUTH, defineContract, errorResponses } from '../api/contract';
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
 * session's one request. The link check, identity check and PIN are the link contracts.
 */

export const getDoctorParams = defineContract({
  operationId: 'getDoctorParams',
  method: 'GET',
  path: '/api/doctor-input/:paId/params',
  schema: {
    tags: ['doctor'],
    summary: "The request as the doctor's screens show it (the doctor session params)",
    security: BEARER_AUTH,
    params: doctorRequestParamsSchema,
    response: { 200: doctorParamsSchema, ...errorResponses(400, 401, 403, 404) },
  },
});

export const getDoctorDraft = defineContract({
  operationId: 'getDoctorDraft',
  method: 'GET',
  path: '/api/doctor-input/:paId/draft',
  schema: {
    tags: ['doctor'],
    summary: "The doctor's saved draft and its version",
    security: BEARER_AUTH,
    params: doctorRequestParamsSchema,
    response: { 200: doctorDraftResponseSchema, ...errorResponses(400, 401, 403, 404) },
  },
});

export const saveDoctorDraft = defineContract({
  operationId: 'saveDoctorDraft',
  method: 'POST',
  path: '/api/doctor-input/draft',
  schema: {
    tags: ['doctor'],
    summary: 'Save the doctor’s draft; 409 when a newer version was saved since it was loaded',
    security: BEARER_AUTH,
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
  schema: {
    tags: ['doctor'],
    summary: "Submit the doctor's details: to the business office (panel hospital) or the insurer",
    security: BEARER_AUTH,
    params: doctorSubmitParamsSchema,
    headers: idempotencyHeadersSchema,
    body: doctorSubmissionSchema,
    response: {
      200: doctorSubmitResponseSchema,
      ...errorResponses(400, 401, 403, 404, 409, 422),
    },
  },
});
