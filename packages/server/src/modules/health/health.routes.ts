import { contracts } from '@preauth/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pingDatabase } from '../../core/db/database';
import { AppError } from '../../core/http/errors';
import { routeOf } from '../../core/http/openapi';

export async function healthModule(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOf(contracts.getHealth),
    logLevel: 'warn',
    handler: async (request) => {
      try {
        await pingDatabase(app.deps.db);
      } catch (err) {
        request.log.error({ err }, 'database ping failed');
        throw new AppError(503, 'SERVICE_UNAVAILABLE', 'The database is not answering.');
      }
      return { status: 'ok' as const };
    },
  });
}
