import { contracts } from '@preauth/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../../core/http/context';
import { idempotentCallOf } from '../../../core/http/idempotency';
import { routeOf } from '../../../core/http/openapi';
import { currentPrincipal } from '../../../core/http/principal';
import { createDoctorService } from './doctor.service';

/** Only a doctor's verified link session, for its one request (the request policy's scope). */
const DOCTOR = { callers: { links: ['doctor'] } } as const;

/** The doctor's form (document 001 §7): its params, drafts and submit. */
export async function doctorModule(app: FastifyInstance) {
  const doctor = createDoctorService(app.deps);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...routeOf(contracts.getDoctorParams),
    config: DOCTOR,
    handler: async (request) =>
      doctor.params(currentPrincipal(request), request.params.paId, callerOf(request)),
  });

  routes.route({
    ...routeOf(contracts.getDoctorDraft),
    config: DOCTOR,
    handler: async (request) =>
      doctor.draft(currentPrincipal(request), request.params.paId, callerOf(request)),
  });

  routes.route({
    ...routeOf(contracts.saveDoctorDraft),
    config: DOCTOR,
    handler: async (request) => {
      const principal = currentPrincipal(request);
      const call = idempotentCallOf(request, principal);
      return doctor.saveDraft(principal, request.body, callerOf(request), call);
    },
  });

  routes.route({
    ...routeOf(contracts.submitDoctorInput),
    config: DOCTOR,
    handler: async (request) => {
      const principal = currentPrincipal(request);
      const call = idempotentCallOf(request, principal);
      return doctor.submit(principal, request.params, request.body, callerOf(request), call);
    },
  });
}
