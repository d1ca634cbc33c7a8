import { z } from 'zod';
import { defineContract, errorResponses } from '../api/contract';
import { DASHBOARD_READERS } from '../api/caller-sets';
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
  callers: DASHBOARD_READERS,
  schema: {
    tags: ['requests'],
    summary: "The caller's requests, filtered, sorted and paged",
    querystring: requestListQuerySchema,
    response: { 200: requestListResponseSchema, ...errorResponses(400, 401, 403) },
  },
});

export const listRequestTotals = defineContract({
  operationId: 'listRequestTotals',
  method: 'GET',
  path: '/api/requests/totals',
  callers: DASHBOARD_READERS,
  schema: {
    tags: ['requests'],
    summary: "The number of the caller's requests per patient",
    response: { 200: z.array(requestTotalItemSchema), ...errorResponses(401, 403) },
  },
});

export const getMainFlow = defineContract({
  operationId: 'getMainFlow',
  method: 'GET',
  path: '/api/main-flow',
  callers: DASHBOARD_READERS,
  schema: {
    tags: ['requests'],
    summary: 'The steps of the Main Flow chart and the statuses in each',
    response: { 200: z.array(mainFlowStepSchema), ...errorResponses(401) },
  },
});
