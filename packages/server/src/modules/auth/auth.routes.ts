import { LOGIN_POLICY, MESSAGES, loginBodySchema, loginResponseSchema } from '@preauth/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, currentUser } from '../../core/http/context';
import { UnauthenticatedError } from '../../core/http/errors';
import { errorResponses } from '../../core/http/openapi';
import { createAuthService } from './auth.service';

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer ([A-Za-z0-9_-]{16,256})$/);
  if (!match?.[1]) throw new UnauthenticatedError('UNAUTHENTICATED', MESSAGES.notLoggedIn);
  return match[1];
}

/** Login, logout, and the `authenticate` preHandler every protected route uses. */
export const authModule = fp(
  async (app: FastifyInstance) => {
    const auth = createAuthService(app.deps);

    app.decorate('authenticate', async (request: FastifyRequest) => {
      request.user = await auth.authenticate(bearerToken(request));
    });

    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.post(
      '/api/auth/login',
      {
        schema: {
          tags: ['auth'],
          summary: 'Log in with username or email and password',
          body: loginBodySchema,
          response: { 200: loginResponseSchema, ...errorResponses(400, 401, 429) },
        },
        config: {
          rateLimit: { max: LOGIN_POLICY.perIpMax, timeWindow: LOGIN_POLICY.perIpWindowMs },
        },
      },
      async (request) =>
        auth.login(request.body.username, request.body.password, callerOf(request)),
    );

    routes.post(
      '/api/auth/logout',
      {
        preHandler: app.authenticate,
        schema: {
          tags: ['auth'],
          summary: 'End the current session',
          security: [{ bearerAuth: [] }],
          response: { 204: z.null(), ...errorResponses(401) },
        },
      },
      async (request, reply) => {
        await auth.logout(currentUser(request), callerOf(request));
        return reply.status(204).send(null);
      },
    );
  },
  { name: 'auth' },
);
