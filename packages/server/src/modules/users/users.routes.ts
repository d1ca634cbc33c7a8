import { contracts } from '@preauth/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../core/http/context';
import { routeOf } from '../../core/http/openapi';
import { currentPrincipal } from '../../core/http/principal';

export async function usersModule(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOf(contracts.getCurrentUser),
    // A remote authoriser's link session is answered as its request's policyholder.
    handler: async (request) => {
      const principal = currentPrincipal(request);
      if (principal.kind === 'link') return app.remoteAuthoriserInfo(principal.link);
      const { userId, name, insurerCode, userType } = currentUser(request);
      return { userId, name, insurerCode, userType };
    },
  });
}
