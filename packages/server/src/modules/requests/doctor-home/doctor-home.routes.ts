import { contracts } from '@preauth/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../../core/http/openapi';
import { currentPrincipal } from '../../../core/http/principal';
import { scopeOf } from '../access/request-scope';
import { listDoctorRequests } from './doctor-requests.repository';

/** The logged-in doctor's home (record 084): the requests that name the doctor. */
export async function doctorHomeModule(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...routeOf(contracts.listDoctorRequests),
    handler: async (request) =>
      listDoctorRequests(app.deps.db, scopeOf(currentPrincipal(request)), request.query),
  });
}
