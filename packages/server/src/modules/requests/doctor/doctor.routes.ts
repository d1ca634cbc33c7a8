import { contracts } from '@preauth/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../../core/http/context';
import { idempotentCallOf } from '../../../core/http/idempotency';
import { routeOf } from '../../../core/http/openapi';
import { currentPrincipal } from '../../../core/http/principal';
import { createDoctorService } from './doctor.service';

/** The doctor's form (document 001 §7): its params, drafts and submit. */
export async function doctorModule(app: FastifyInstance) {
  const doctor = createDoctorService(app.deps);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...routeOf(contracts.getDoctorParams),
    handler: async (request) =>
      doctor.params(currentPrincipal(request), request.params.paId, callerOf(request)),
  });

  routes.route({
    ...routeOf(contracts.getDoctorDraft),
    handler: async (request) =>
      doctor.draft(currentPrincipal(request), request.params.paId, callerOf(request)),
  });

  routes.route({
    ...routeOf(contracts.saveDoctorDraft),
    handler: async (request) => {
      const principal = currentPrincipal(request);
      const call = idempotentCallOf(request, principal);
      return doctor.saveDraft(principal, request.body, callerOf(request), call);
    },
  });

  routes.route({
    ...routeOf(contracts.submitDoctorInput),
    handler: async (request) => {
      const principal = currentPrincipal(request);
      const call = idempotentCallOf(request, principal);
      return doctor.submit(principal, request.params, request.body, callerOf(request), call);
    },
  });
}
