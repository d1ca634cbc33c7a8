import { userInfoSchema } from '@preauth/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../core/http/context';
import { errorResponses } from '../../core/http/openapi';
import { ANY_USER } from '../../core/http/principal';

export async function usersModule(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/users/me',
    {
      config: { callers: { users: ANY_USER } },
      schema: {
        tags: ['users'],
        summary: 'The logged-in user',
        security: [{ bearerAuth: [] }],
        response: { 200: userInfoSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const { userId, name, insurerCode, userType } = currentUser(request);
      return { userId, name, insurerCode, userType };
    },
  );
}
