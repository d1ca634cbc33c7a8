import { z } from 'zod';
import { BEARER_AUTH, defineContract, errorResponses } from '../api/contract';
import { requestParamsSchema } from './request-commands';

export const downloadLiaForm = defineContract({
  operationId: 'downloadLiaForm',
  method: 'GET',
  path: '/api/requests/lia-form',
  schema: {
    tags: ['requests'],
    summary: "The doctor's latest submission of a request (the LIA form), as a PDF file",
    security: BEARER_AUTH,
    querystring: requestParamsSchema,
    produces: ['application/pdf'],
    // The PDF bytes, which Fastify does not pass through the serializer.
    response: { 200: z.unknown(), ...errorResponses(400, 401, 403, 404, 503) },
  },
});
