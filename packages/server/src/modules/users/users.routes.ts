import { contracts } from '@preauth/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../core/http/context';
import { routeOf } from '../../core/http/openapi';
import { ANY_USER, currentPrincipal } from '../../core/http/principal';

export async function usersModule(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOf(contracts.getCurrentUser),
    // The remote authoriser's link session works the protected area as its request's policyholder:
    // the protected layout asks who it is before the remote-authentication check, and on the
    // acknowledgement after its decision ended the link.
    config: {
      callers: {
        users: ANY_USER,
        links: ['remote-authoriser'],
        remoteAuthenticationPending: true,
        endedLinks: true,
      },
    },
    handler: async (request) => {
      const principal = currentPrincipal(request);
      if (principal.kind === 'link') return app.remoteAuthoriserInfo(principal.link);
      const { userId, name, insurerCode, userType } = currentUser(request);
      return { userId, name, insurerCode, userType };
    },
  });
}
