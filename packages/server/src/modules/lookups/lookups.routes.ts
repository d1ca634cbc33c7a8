import {
  LOOKUP_NAMES,
  STATUS_CODES,
  lookupItemSchemas,
  lookupQuerySchema,
  singaporeDate,
  statusLabel,
  statusOptionSchema,
} from '@preauth/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../core/http/openapi';
import { lookupSearches } from './lookups.repository';
import { ANY_USER, currentPrincipal, insurerIdOf } from '../../core/http/principal';

const STATUS_OPTIONS = STATUS_CODES.map((statusCode) => ({
  statusCode,
  statusDesc: statusLabel(statusCode),
}));

/** The reference lists behind the forms, and the status options of the dashboard filter. */
export async function lookupsModule(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearerAuth: [] }];

  routes.get(
    '/api/statuses',
    {
      config: { callers: { users: ANY_USER } },
      schema: {
        tags: ['lookups'],
        summary: 'The request statuses and their labels',
        security,
        response: { 200: z.array(statusOptionSchema), ...errorResponses(401) },
      },
    },
    async () => STATUS_OPTIONS,
  );

  for (const name of LOOKUP_NAMES) {
    routes.get(
      `/api/lookups/${name}`,
      {
        // The doctor's and business office's forms use them too, through their link sessions.
        config: { callers: { users: ANY_USER, links: ['doctor', 'business-office'] } },
        schema: {
          tags: ['lookups'],
          summary: `Look up ${name} by code or description`,
          security,
          querystring: lookupQuerySchema,
          response: { 200: z.array(lookupItemSchemas[name]), ...errorResponses(400, 401) },
        },
      },
      async (request) =>
        lookupSearches[name](app.deps.db, {
          ...request.query,
          // Prices in force today (in Singapore) unless the form names the admission date.
          admissionDate: request.query.admissionDate ?? singaporeDate(app.deps.clock.now()),
          insurerId: insurerIdOf(currentPrincipal(request)),
        }),
    );
  }
}
