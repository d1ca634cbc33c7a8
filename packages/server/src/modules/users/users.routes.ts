import { contracts } from '@preauth/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../core/http/context';
import { routeOf } from '../../core/http/openapi';
import { ANY_USER } from '../../core/http/principal';

export async function usersModule(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOf(contracts.getCurrentUser),
    config: { callers: { users: ANY_USER } },
    handler: async (request) => {
      const { userId, name, insurerCode, userType } = currentUser(request);
      return { userId, name, insurerCode, userType };
    },
  });
}
