import {
  MAIN_FLOW,
  mainFlowStepSchema,
  requestListQuerySchema,
  requestListResponseSchema,
  requestTotalItemSchema,
} from '@preauth/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../core/http/openapi';
import { scopeOf } from '../access/request-scope';
import { listRequests, requestTotals } from './request-list.repository';
import { ANY_USER, currentPrincipal } from '../../../core/http/principal';

/** The dashboard's reads: the request list, the totals per patient and the Main Flow chart. */
export async function requestListModule(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearerAuth: [] }];

  routes.get(
    '/api/requests',
    {
      config: { callers: { users: ANY_USER } },
      schema: {
        tags: ['requests'],
        summary: "The caller's requests, filtered, sorted and paged",
        security,
        querystring: requestListQuerySchema,
        response: { 200: requestListResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listRequests(app.deps.db, scopeOf(currentPrincipal(request)), request.query),
  );

  routes.get(
    '/api/requests/totals',
    {
      config: { callers: { users: ANY_USER } },
      schema: {
        tags: ['requests'],
        summary: "The number of the caller's requests per patient",
        security,
        response: { 200: z.array(requestTotalItemSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => requestTotals(app.deps.db, scopeOf(currentPrincipal(request))),
  );

  routes.get(
    '/api/main-flow',
    {
      config: { callers: { users: ANY_USER } },
      schema: {
        tags: ['requests'],
        summary: 'The steps of the Main Flow chart and the statuses in each',
        security,
        response: { 200: z.array(mainFlowStepSchema), ...errorResponses(401) },
      },
    },
    async () => [...MAIN_FLOW],
  );
}
