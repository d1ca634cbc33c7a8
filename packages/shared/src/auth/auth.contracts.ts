import { z } from 'zod';
import { BEARER_AUTH, defineContract, errorResponses } from '../api/contract';
import { loginBodySchema, loginResponseSchema, userInfoSchema } from './auth.schemas';

export const login = defineContract({
  operationId: 'login',
  method: 'POST',
  path: '/api/auth/login',
  schema: {
    tags: ['auth'],
    summary: 'Log in with username or email and password',
    body: loginBodySchema,
    response: { 200: loginResponseSchema, ...errorResponses(400, 401, 429) },
  },
});

export const logout = defineContract({
  operationId: 'logout',
  method: 'POST',
  path: '/api/auth/logout',
  schema: {
    tags: ['auth'],
    summary: 'End the current session',
    security: BEARER_AUTH,
    response: { 204: z.null(), ...errorResponses(401) },
  },
});

export const getCurrentUser = defineContract({
  operationId: 'getCurrentUser',
  method: 'GET',
  path: '/api/users/me',
  schema: {
    tags: ['users'],
    summary: 'The logged-in user',
    security: BEARER_AUTH,
    response: { 200: userInfoSchema, ...errorResponses(401) },
  },
});
