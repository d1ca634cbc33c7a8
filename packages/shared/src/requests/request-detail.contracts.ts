import { z } from 'zod';
import { BEARER_AUTH, defineContract, errorResponses } from '../api/contract';
import { certificateQuerySchema, insurerRequestParamsSchema } from './request-commands';
import { requestDetailQuerySchema, requestDetailSchema } from './request-detail';

export const getRequest = defineContract({
  operationId: 'getRequest',
  method: 'GET',
  path: '/api/insurers/:insurerCode/requests/:paId',
  schema: {
    tags: ['requests'],
    summary: 'A request with its status history and, once submitted, its clinical details',
    security: BEARER_AUTH,
    params: insurerRequestParamsSchema,
    querystring: requestDetailQuerySchema,
    response: { 200: requestDetailSchema, ...errorResponses(400, 401, 403, 404) },
  },
});

export const downloadCertificate = defineContract({
  operationId: 'downloadCertificate',
  method: 'GET',
  path: '/api/requests/certificate',
  schema: {
    tags: ['requests'],
    summary: 'The certificate of an approved request, as a PDF file',
    security: BEARER_AUTH,
    querystring: certificateQuerySchema,
    produces: ['application/pdf'],
    // The PDF bytes, which Fastify does not pass through the serializer.
    response: { 200: z.unknown(), ...errorResponses(400, 401, 403, 404, 409, 503) },
  },
});
