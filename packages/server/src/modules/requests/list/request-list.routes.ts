import { MAIN_FLOW, contracts } from '@preauth/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../../core/http/openapi';
import { scopeOf } from '../access/request-scope';
import { listRequests, requestTotals } from './request-list.repository';
import { currentPrincipal } from '../../../core/http/principal';

/**
 * The dashboard's reads: the request list, the totals per patient and the Main Flow chart. The
 * remote authoriser's link session reads them too, limited by its scope to its one request.
 */
export async function requestListModule(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...routeOf(contracts.listRequests),
    handler: async (request) =>
      listRequests(app.deps.db, scopeOf(currentPrincipal(request)), request.query),
  });

  routes.route({
    ...routeOf(contracts.listRequestTotals),
    handler: async (request) => requestTotals(app.deps.db, scopeOf(currentPrincipal(request))),
  });

  routes.route({
    ...routeOf(contracts.getMainFlow),
    handler: async () => [...MAIN_FLOW],
  });
}
