import { z } from 'zod';
import { defineContract, errorResponses } from '../api/contract';
import { AGENTS, LOGGED_IN_USERS, OWN_FORM_READERS } from '../api/caller-sets';
import {
  agentClientParamsSchema,
  doctorQuerySchema,
  doctorSchema,
  policyholderInfoSchema,
  policyholderPatientSchema,
  policyholderPatientsQuerySchema,
} from './policyholders';

export const getOwnPolicyholder = defineContract({
  operationId: 'getOwnPolicyholder',
  method: 'GET',
  path: '/api/policyholders/me',
  callers: OWN_FORM_READERS,
  schema: {
    tags: ['policyholders'],
    summary:
      "The caller's policyholder details (NRIC masked); an insured patient's, the policyholder covering them",
    response: { 200: policyholderInfoSchema, ...errorResponses(401, 403, 404) },
  },
});

export const listOwnPatients = defineContract({
  operationId: 'listOwnPatients',
  method: 'GET',
  path: '/api/policyholders/patients',
  callers: OWN_FORM_READERS,
  schema: {
    tags: ['policyholders'],
    summary:
      "The caller's patients with their policies, riders and consultants; an insured patient, themselves alone",
    querystring: policyholderPatientsQuerySchema,
    response: { 200: z.array(policyholderPatientSchema), ...errorResponses(400, 401, 403) },
  },
});

export const searchDoctors = defineContract({
  operationId: 'searchDoctors',
  method: 'GET',
  path: '/api/doctors',
  callers: LOGGED_IN_USERS,
  schema: {
    tags: ['policyholders'],
    summary: "Search the insurer's doctors by name or MCR number, with their clinics",
    querystring: doctorQuerySchema,
    response: { 200: z.array(doctorSchema), ...errorResponses(400, 401, 404) },
  },
});

export const listAgentClients = defineContract({
  operationId: 'listAgentClients',
  method: 'GET',
  path: '/api/agents/clients',
  callers: AGENTS,
  schema: {
    tags: ['policyholders'],
    summary: "The insurance agent's clients: policyholders with a policy it serves (NRIC masked)",
    response: { 200: z.array(policyholderInfoSchema), ...errorResponses(401, 403) },
  },
});

export const listAgentClientPatients = defineContract({
  operationId: 'listAgentClientPatients',
  method: 'GET',
  path: '/api/agents/clients/:policyHolderId/patients',
  callers: AGENTS,
  schema: {
    tags: ['policyholders'],
    summary:
      "A client's patients with the policies the agent serves (404 for anyone not its client)",
    params: agentClientParamsSchema,
    response: {
      200: z.array(policyholderPatientSchema),
      ...errorResponses(400, 401, 403, 404),
    },
  },
});
