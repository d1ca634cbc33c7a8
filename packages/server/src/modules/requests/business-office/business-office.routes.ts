import { contracts } from '@preauth/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../../core/http/context';
import { idempotentCallOf } from '../../../core/http/idempotency';
import { routeOf } from '../../../core/http/openapi';
import { currentPrincipal } from '../../../core/http/principal';
import { createBusinessOfficeService } from './business-office.service';

/** The business office's fee form (document 001 §7): its data and its submit. */
export async function businessOfficeModule(app: FastifyInstance) {
  const office = createBusinessOfficeService(app.deps);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...routeOf(contracts.getBusinessOfficeParams),
    handler: async (request) =>
      office.params(currentPrincipal(request), request.params.paId, callerOf(request)),
  });

  routes.route({
    ...routeOf(contracts.submitBusinessOfficeInput),
    handler: async (request) => {
      const principal = currentPrincipal(request);
      const call = idempotentCallOf(request, principal);
      return office.submit(principal, request.params, request.body, callerOf(request), call);
    },
  });
}
