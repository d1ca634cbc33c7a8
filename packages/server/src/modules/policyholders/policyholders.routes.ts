import { contracts } from '@preauth/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { coveringPolicyholderId } from '../../core/db/patient-cover';
import type { Executor } from '../../core/db/database';
import {
  currentUser,
  ownConsultantId,
  ownPatientId,
  ownPolicyholderId,
} from '../../core/http/context';
import { NotFoundError } from '../../core/http/errors';
import { routeOf } from '../../core/http/openapi';
import {
  findPolicyholderInfo,
  listAgentClients,
  listPolicyholderPatients,
  searchDoctors,
  type PolicyholderScope,
} from './policyholders.repository';
import { currentPrincipal, requireOwnInsurer } from '../../core/http/principal';

/**
 * The caller's own policyholder (a login may lack one); for the insured patient, the policyholder
 * covering them, with their own record the only patient (record 084).
 */
async function policyholderScope(
  db: Executor,
  request: FastifyRequest,
): Promise<PolicyholderScope> {
  const user = currentUser(request);
  const base = { insurerId: user.insurerId, insurerCode: user.insurerCode };
  if (user.userType !== 'insured-patient') {
    return { ...base, policyholderId: ownPolicyholderId(user) };
  }
  const patientId = ownPatientId(user);
  const policyholderId = await coveringPolicyholderId(db, user.insurerId, patientId);
  if (!policyholderId) throw new NotFoundError();
  return { ...base, policyholderId, patientId };
}

/**
 * What the new-request form reads: the policyholder, their patients and policies, and doctors;
 * for an agent, its clients and, of the one it picked, the patients of the policies it serves.
 */
export async function policyholdersModule(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...routeOf(contracts.getOwnPolicyholder),
    handler: async (request) => {
      const scope = await policyholderScope(app.deps.db, request);
      const info = await findPolicyholderInfo(app.deps.db, scope);
      if (!info) throw new NotFoundError();
      return info;
    },
  });

  routes.route({
    ...routeOf(contracts.listOwnPatients),
    handler: async (request) =>
      listPolicyholderPatients(
        app.deps.db,
        await policyholderScope(app.deps.db, request),
        request.query.getPolicyHoldersOnly === '1',
      ),
  });

  routes.route({
    ...routeOf(contracts.listAgentClients),
    handler: async (request) => {
      const user = currentUser(request);
      return listAgentClients(app.deps.db, {
        insurerId: user.insurerId,
        insurerCode: user.insurerCode,
        consultantId: ownConsultantId(user),
      });
    },
  });

  routes.route({
    ...routeOf(contracts.listAgentClientPatients),
    handler: async (request) => {
      const user = currentUser(request);
      const patients = await listPolicyholderPatients(
        app.deps.db,
        {
          insurerId: user.insurerId,
          insurerCode: user.insurerCode,
          policyholderId: request.params.policyHolderId,
          servedBy: ownConsultantId(user),
        },
        false,
      );
      // No policy of theirs the agent serves: not its client, as if there were no such person.
      if (patients.length === 0) throw new NotFoundError();
      return patients;
    },
  });

  routes.route({
    ...routeOf(contracts.searchDoctors),
    handler: async (request) => {
      const user = currentUser(request);
      requireOwnInsurer(currentPrincipal(request), request.query.insurerCode);
      return searchDoctors(app.deps.db, {
        insurerId: user.insurerId,
        name: request.query.name,
        limit: request.query.limit,
      });
    },
  });
}
