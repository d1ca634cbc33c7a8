import {
  LOOKUP_NAMES,
  STATUS_CODES,
  contracts,
  lookupContracts,
  singaporeDate,
  statusLabel,
} from '@preauth/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../core/http/openapi';
import { lookupSearches } from './lookups.repository';
import { currentPrincipal, insurerIdOf } from '../../core/http/principal';

const STATUS_OPTIONS = STATUS_CODES.map((statusCode) => ({
  statusCode,
  statusDesc: statusLabel(statusCode),
}));

/** The reference lists behind the forms, and the status options of the dashboard filter. */
export async function lookupsModule(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...routeOf(contracts.listStatuses),
    handler: async () => STATUS_OPTIONS,
  });

  for (const name of LOOKUP_NAMES) {
    routes.route({
      ...routeOf(lookupContracts[name]),
      handler: async (request) =>
        lookupSearches[name](app.deps.db, {
          ...request.query,
          // Prices in force today (in Singapore) unless the form names the admission date.
          admissionDate: request.query.admissionDate ?? singaporeDate(app.deps.clock.now()),
          insurerId: insurerIdOf(currentPrincipal(request)),
        }),
    });
  }
}
