import type { UserType } from '@preauth/shared';
import type { AppConfig } from '../config/env';
import type { Database } from '../db/database';
import type { Clock } from '../security/clock';
import { ForbiddenError } from './errors';

/** What every module reaches through `app.deps`, so modules never import each other. */
export interface AppDeps {
  config: AppConfig;
  db: Database;
  clock: Clock;
}

/** The caller behind a valid session bearer token. */
export interface AuthenticatedUser {
  userId: string;
  sessionId: string;
  name: string;
  userType: UserType;
  insurerId: string;
  insurerCode: string;
  policyholderId: string | null;
  patientId: string | null;
  consultantId: string | null;
  /** A doctor user's doctor record. */
  doctorId: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
  interface FastifyRequest {
    user: AuthenticatedUser | null;
  }
}

/** The logged-in user of a route whose `callers` name only user types. */
export function currentUser(request: { user: AuthenticatedUser | null }): AuthenticatedUser {
  if (!request.user) throw new Error('Route does not name user types as its callers');
  return request.user;
}

/** The caller's own policyholder record; a policyholder login without one may do nothing (403). */
export function ownPolicyholderId(user: AuthenticatedUser): string {
  if (!user.policyholderId) throw new ForbiddenError();
  return user.policyholderId;
}

/** The insured person a patient's login stands for; a login without one may do nothing. */
export function ownPatientId(user: AuthenticatedUser): string {
  if (!user.patientId) throw new ForbiddenError();
  return user.patientId;
}

/** The consultant an insurance agent's login stands for; a login without one may do nothing. */
export function ownConsultantId(user: AuthenticatedUser): string {
  if (!user.consultantId) throw new ForbiddenError();
  return user.consultantId;
}

/** Who is calling, for the audit log. */
export interface CallerContext {
  ip: string;
  requestId: string;
}

export function callerOf(request: { ip: string; id: string }): CallerContext {
  return { ip: request.ip, requestId: request.id };
}
