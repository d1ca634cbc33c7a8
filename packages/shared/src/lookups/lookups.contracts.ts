import { z } from 'zod';
import { defineContract, errorResponses, pascalCase } from '../api/contract';
import { DASHBOARD_READERS } from '../api/caller-sets';
import { ANY_USER } from '../api/callers';
import {
  LOOKUP_NAMES,
  type LookupName,
  lookupItemSchemas,
  lookupQuerySchema,
  statusOptionSchema,
} from './lookups';

export const listStatuses = defineContract({
  operationId: 'listStatuses',
  method: 'GET',
  path: '/api/statuses',
  // The remote authoriser's dashboard filters by status too.
  callers: DASHBOARD_READERS,
  schema: {
    tags: ['lookups'],
    summary: 'The request statuses and their labels',
    response: { 200: z.array(statusOptionSchema), ...errorResponses(401) },
  },
});

const lookupContract = <N extends LookupName>(name: N) =>
  defineContract({
    operationId: `search${pascalCase(name)}`,
    method: 'GET',
    // Typed by the lookup names rather than N, so its (absent) path parameters can be checked.
    path: `/api/lookups/${name}` as `/api/lookups/${LookupName}`,
    // The doctor's and business office's forms use them too, through their link sessions.
    callers: { users: ANY_USER, links: ['doctor', 'business-office'] },
    schema: {
      tags: ['lookups'],
      summary: `Look up ${name} by code or description`,
      querystring: lookupQuerySchema,
      response: { 200: z.array(lookupItemSchemas[name]), ...errorResponses(400, 401) },
    },
  });

/** One operation per lookup (`searchClinics`, `searchAdmissionTypes`, …), by lookup name. */
export const lookupContracts = Object.fromEntries(
  LOOKUP_NAMES.map((name) => [name, lookupContract(name)]),
) as { [N in LookupName]: ReturnType<typeof lookupContract<N>> };
