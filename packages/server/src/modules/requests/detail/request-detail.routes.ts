import { contracts } from '@preauth/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../../core/http/context';
import { routeOf } from '../../../core/http/openapi';
import { findRequestFor } from '../access/request-policy';
import { loadRequestAggregate } from '../aggregate/request-aggregate';
import { requestDetailOf } from './request-detail.mapper';
import { currentPrincipal } from '../../../core/http/principal';

/** One request as the review screen reads it. */
export async function requestDetailModule(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...routeOf(contracts.getRequest),
    handler: async (request) => {
      const { insurerCode, paId } = request.params;
      const row = await findRequestFor(
        app.deps,
        currentPrincipal(request),
        paId,
        callerOf(request),
        insurerCode,
      );
      return requestDetailOf(await loadRequestAggregate(app.deps.db, row), request.query.expanded);
    },
  });
}
