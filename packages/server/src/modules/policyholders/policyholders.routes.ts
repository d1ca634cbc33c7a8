import {
  doctorQuerySchema,
  doctorSchema,
  policyholderInfoSchema,
  policyholderPatientSchema,
  policyholderPatientsQuerySchema,
} from '@preauth/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, ownPolicyholderId } from '../../core/http/context';
import { NotFoundError } from '../../core/http/errors';
import { errorResponses } from '../../core/http/openapi';
import {
  findPolicyholderInfo,
  listPolicyholderPatients,
  searchDoctors,
  type PolicyholderScope,
} from './policyholders.repository';
import {
  ANY_USER,
  POLICYHOLDERS,
  currentPrincipal,
  requireOwnInsurer,
} from '../../core/http/principal';

/** The caller's own policyholder (the routes name policyholders only; a login may lack one). */
function policyholderScope(request: FastifyRequest): PolicyholderScope {
  const user = currentUser(request);
  return {
    insurerId: user.insurerId,
    insurerCode: user.insurerCode,
    policyholderId: ownPolicyholderId(user),
  };
}

/** What the new-request form reads: the policyholder, their patients and policies, and doctors. */
export async function policyholdersModule(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearerAuth: [] }];

  routes.get(
    '/api/policyholders/me',
    {
      config: { callers: POLICYHOLDERS },
      schema: {
        tags: ['policyholders'],
        summary: "The caller's policyholder details (NRIC masked)",
        security,
        response: { 200: policyholderInfoSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const info = await findPolicyholderInfo(app.deps.db, policyholderScope(request));
      if (!info) throw new NotFoundError();
      return info;
    },
  );

  routes.get(
    '/api/policyholders/patients',
    {
      config: { callers: POLICYHOLDERS },
      schema: {
        tags: ['policyholders'],
        summary: "The caller's patients with their policies, riders and consultants",
        security,
        querystring: policyholderPatientsQuerySchema,
        response: {
          200: z.array(policyholderPatientSchema),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) =>
      listPolicyholderPatients(
        app.deps.db,
        policyholderScope(request),
        request.query.getPolicyHoldersOnly === '1',
      ),
  );

  routes.get(
    '/api/doctors',
    {
      config: { callers: { users: ANY_USER } },
      schema: {
        tags: ['policyholders'],
        summary: "Search the insurer's doctors by name or MCR number, with their clinics",
        security,
        querystring: doctorQuerySchema,
        response: { 200: z.array(doctorSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      requireOwnInsurer(currentPrincipal(request), request.query.insurerCode);
      return searchDoctors(app.deps.db, {
        insurerId: user.insurerId,
        name: request.query.name,
        limit: request.query.limit,
      });
    },
  );
}
