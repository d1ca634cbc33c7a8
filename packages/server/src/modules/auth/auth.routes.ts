import { LOGIN_POLICY, contracts } from '@preauth/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf, currentUser } from '../../core/http/context';
import { routeOf } from '../../core/http/openapi';
import { createAuthService } from './auth.service';
import { currentPrincipal } from '../../core/http/principal';
import { isLinkSessionToken } from '../../core/security/tokens';

/** Login, logout, and the reading of login-session bearer tokens for every protected route. */
export const authModule = fp(
  async (app: FastifyInstance) => {
    const auth = createAuthService(app.deps);

    app.addPrincipalResolver(async (token) =>
      isLinkSessionToken(token) ? null : { kind: 'user', user: await auth.authenticate(token) },
    );

    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.route({
      ...routeOf(contracts.login, {
        rateLimit: { max: LOGIN_POLICY.perIpMax, timeWindow: LOGIN_POLICY.perIpWindowMs },
      }),
      handler: async (request) =>
        auth.login(request.body.username, request.body.password, callerOf(request)),
    });

    routes.route({
      // A link holder logs out of its link session from the same header, at any stage (record 081).
      ...routeOf(contracts.logout),
      handler: async (request, reply) => {
        const principal = currentPrincipal(request);
        if (principal.kind === 'link') await app.endLinkSession(principal.link, callerOf(request));
        else await auth.logout(currentUser(request), callerOf(request));
        return reply.status(204).send(null);
      },
    });
  },
  { name: 'auth' },
);
