import { LINK_ROLES, contracts } from '@preauth/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../../core/http/context';
import { routeOf } from '../../../core/http/openapi';
import { findRequestFor } from '../access/request-policy';
import { loadRequestAggregate } from '../aggregate/request-aggregate';
import { requestDetailOf } from './request-detail.mapper';
import { ANY_USER, currentPrincipal } from '../../../core/http/principal';

/** One request as the review screen reads it. */
export async function requestDetailModule(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...routeOf(contracts.getRequest),
    // A link holder reads the one request its link is for, a while after its step ended it too.
    config: { callers: { users: ANY_USER, links: LINK_ROLES, endedLinks: true } },
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
