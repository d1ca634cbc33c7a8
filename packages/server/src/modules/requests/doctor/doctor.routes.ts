import { contracts } from '@preauth/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../../core/http/context';
import { idempotentCallOf } from '../../../core/http/idempotency';
import { routeOf } from '../../../core/http/openapi';
import { currentPrincipal } from '../../../core/http/principal';
import { createDoctorService } from './doctor.service';

/**
 * A doctor's verified link session, for its one request, or a logged-in doctor, for a request of
 * its scope (the request policy's): one form, two ways in (record 084).
 */
const DOCTOR = { callers: { users: ['doctor'], links: ['doctor'] } } as const;

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
    // The submit ends the link (and with it the session): a session it just ended still reaches
    // the submit, so a retry whose answer was lost gets that answer again (Idempotency-Key) and a
    // second submit is told the request has moved on (409), not that the doctor is logged out.
    config: { callers: { ...DOCTOR.callers, endedLinks: true } },
    handler: async (request) => {
      const principal = currentPrincipal(request);
      const call = idempotentCallOf(request, principal);
      return doctor.submit(principal, request.params, request.body, callerOf(request), call);
    },
  });
}
