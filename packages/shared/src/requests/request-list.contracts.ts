import { z } from 'zod';
import { BEARER_AUTH, defineContract, errorResponses } from '../api/contract';
import {
  mainFlowStepSchema,
  requestListQuerySchema,
  requestListResponseSchema,
  requestTotalItemSchema,
} from './request-list';

export const listRequests = defineContract({
  operationId: 'listRequests',
  method: 'GET',
  path: '/api/requests',
  schema: {
    tags: ['requests'],
    summary: "The caller's requests, filtered, sorted and paged",
    security: BEARER_AUTH,
    querystring: requestListQuerySchema,
    response: { 200: requestListResponseSchema, ...errorResponses(400, 401, 403) },
  },
});

export const listRequestTotals = defineContract({
  operationId: 'listRequestTotals',
  method: 'GET',
  path: '/api/requests/totals',
  schema: {
    tags: ['requests'],
    summary: "The number of the caller's requests per patient",
    security: BEARER_AUTH,
    response: { 200: z.array(requestTotalItemSchema), ...errorResponses(401, 403) },
  },
});

export const getMainFlow = defineContract({
  operationId: 'getMainFlow',
  method: 'GET',
  path: '/api/main-flow',
  schema: {
    tags: ['requests'],
    summary: 'The steps of the Main Flow chart and the statuses in each',
    security: BEARER_AUTH,
    response: { 200: z.array(mainFlowStepSchema), ...errorResponses(401) },
  },
});
