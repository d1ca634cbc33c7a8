import { LOGIN_POLICY, loginBodySchema, loginResponseSchema } from '@preauth/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, currentUser } from '../../core/http/context';
import { errorResponses } from '../../core/http/openapi';
import { createAuthService } from './auth.service';
import { ANY_USER } from '../../core/http/principal';
import { isLinkSessionToken } from '../../core/security/tokens';

/** Login, logout, and the reading of login-session bearer tokens for every protected route. */
export const authModule = fp(
  async (app: FastifyInstance) => {
    const auth = createAuthService(app.deps);

    app.addPrincipalResolver(async (token) =>
      isLinkSessionToken(token) ? null : { kind: 'user', user: await auth.authenticate(token) },
    );

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
        config: { callers: { users: ANY_USER } },
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
