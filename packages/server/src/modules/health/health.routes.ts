import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase } from '../../core/db/database';
import { AppError } from '../../core/http/errors';
import { errorResponses } from '../../core/http/openapi';

export async function healthModule(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      logLevel: 'warn',
      schema: {
        tags: ['health'],
        summary: 'Answers 200 when the database answers',
        response: { 200: z.object({ status: z.literal('ok') }), ...errorResponses(503) },
      },
    },
    async (request) => {
      try {
        await pingDatabase(app.deps.db);
      } catch (err) {
        request.log.error({ err }, 'database ping failed');
        throw new AppError(503, 'SERVICE_UNAVAILABLE', 'The database is not answering.');
      }
      return { status: 'ok' as const };
    },
  );
}
