import { z } from 'zod';
import { BEARER_AUTH, defineContract, errorResponses } from '../api/contract';
import {
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
  schema: {
    tags: ['policyholders'],
    summary: "The caller's policyholder details (NRIC masked)",
    security: BEARER_AUTH,
    response: { 200: policyholderInfoSchema, ...errorResponses(401, 403, 404) },
  },
});

export const listOwnPatients = defineContract({
  operationId: 'listOwnPatients',
  method: 'GET',
  path: '/api/policyholders/patients',
  schema: {
    tags: ['policyholders'],
    summary: "The caller's patients with their policies, riders and consultants",
    security: BEARER_AUTH,
    querystring: policyholderPatientsQuerySchema,
    response: { 200: z.array(policyholderPatientSchema), ...errorResponses(400, 401, 403) },
  },
});

export const searchDoctors = defineContract({
  operationId: 'searchDoctors',
  method: 'GET',
  path: '/api/doctors',
  schema: {
    tags: ['policyholders'],
    summary: "Search the insurer's doctors by name or MCR number, with their clinics",
    security: BEARER_AUTH,
    querystring: doctorQuerySchema,
    response: { 200: z.array(doctorSchema), ...errorResponses(400, 401, 404) },
  },
});
