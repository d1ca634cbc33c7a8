import { z } from 'zod';
import { defineContract, errorResponses } from '../api/contract';
import { LOGGED_IN_USERS } from '../api/caller-sets';
import { ANY_USER } from '../api/callers';
import { LINK_ROLES } from '../links/link-access';
import { certificateQuerySchema, insurerRequestParamsSchema } from './request-commands';
import { requestDetailQuerySchema, requestDetailSchema } from './request-detail';

export const getRequest = defineContract({
  operationId: 'getRequest',
  method: 'GET',
  path: '/api/insurers/:insurerCode/requests/:paId',
  // A link holder reads the one request its link is for, a while after its step ended it too.
  callers: { users: ANY_USER, links: LINK_ROLES, endedLinks: true },
  schema: {
    tags: ['requests'],
    summary: 'A request with its status history and, once submitted, its clinical details',
    params: insurerRequestParamsSchema,
    querystring: requestDetailQuerySchema,
    response: { 200: requestDetailSchema, ...errorResponses(400, 401, 403, 404) },
  },
});

export const downloadCertificate = defineContract({
  operationId: 'downloadCertificate',
  method: 'GET',
  path: '/api/requests/certificate',
  callers: LOGGED_IN_USERS,
  schema: {
    tags: ['requests'],
    summary: 'The certificate of an approved request, as a PDF file',
    querystring: certificateQuerySchema,
    produces: ['application/pdf'],
    // The PDF bytes, which Fastify does not pass through the serializer.
    response: { 200: z.unknown(), ...errorResponses(400, 401, 403, 404, 409, 503) },
  },
});
