import { z } from 'zod';
import { defineContract, errorResponses } from '../api/contract';
import { requestParamsSchema } from './request-commands';

export const downloadLiaForm = defineContract({
  operationId: 'downloadLiaForm',
  method: 'GET',
  path: '/api/requests/lia-form',
  // Its doctor and business office also just after submitting (which ends the link) or verified
  // again on their submitted link (record 082); its policyholder; its insurer's adjudicator; a
  // logged-in doctor whose scope holds it (record 084).
  callers: {
    users: ['policy-holder', 'insurer-adjudicator', 'doctor'],
    links: ['doctor', 'business-office'],
    endedLinks: true,
    revisits: true,
  },
  schema: {
    tags: ['requests'],
    summary: "The doctor's latest submission of a request (the LIA form), as a PDF file",
    querystring: requestParamsSchema,
    produces: ['application/pdf'],
    // The PDF bytes, which Fastify does not pass through the serializer.
    response: { 200: z.unknown(), ...errorResponses(400, 401, 403, 404, 503) },
  },
});
