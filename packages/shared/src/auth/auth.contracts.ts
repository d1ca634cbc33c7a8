import { z } from 'zod';
import { defineContract, errorResponses } from '../api/contract';
import { ANY_USER, PUBLIC } from '../api/callers';
import { LINK_ROLES } from '../links/link-roles';
import { loginBodySchema, loginResponseSchema, userInfoSchema } from './auth.schemas';

export const login = defineContract({
  operationId: 'login',
  method: 'POST',
  path: '/api/auth/login',
  callers: PUBLIC,
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
  // A link holder (doctor, business office, remote authoriser) logs out of its link session
  // from the same header, at any stage: shared clinic and hospital computers (record 081).
  callers: {
    users: ANY_USER,
    links: LINK_ROLES,
    pinPending: true,
    remoteAuthenticationPending: true,
    endedLinks: true,
    revisits: true,
  },
  schema: {
    tags: ['auth'],
    summary: 'End the current session',
    response: { 204: z.null(), ...errorResponses(401) },
  },
});

export const getCurrentUser = defineContract({
  operationId: 'getCurrentUser',
  method: 'GET',
  path: '/api/users/me',
  // The remote authoriser's link session works the protected area as its request's policyholder:
  // the protected layout asks who it is before the remote-authentication check, and on the
  // acknowledgement after its decision ended the link.
  callers: {
    users: ANY_USER,
    links: ['remote-authoriser'],
    remoteAuthenticationPending: true,
    endedLinks: true,
  },
  schema: {
    tags: ['users'],
    summary: 'The logged-in user',
    response: { 200: userInfoSchema, ...errorResponses(401) },
  },
});
