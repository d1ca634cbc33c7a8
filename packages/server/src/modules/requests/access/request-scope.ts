import type { FastifyRequest } from 'fastify';
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import * as t from '../../../core/db/schema';
import { currentUser, type AuthenticatedUser } from '../../../core/http/context';
import { ForbiddenError } from '../../../core/http/errors';

const r = t.paRequests;

/** Whose requests a caller sees (shared/design/lifecycle.md "Who may do what"). */
export interface RequestScope {
  insurerId: string;
  /** Narrower than the insurer: a policyholder's, a patient's or a consultant's requests. */
  policyholderId?: string | null;
  patientId?: string | null;
  consultantId?: string | null;
  /** An insurer adjudicator sees the whole insurer. */
  wholeInsurer?: boolean;
}

/** The caller's requests; a doctor reaches a request only through its link, never a list. */
export function scopeOf(request: FastifyRequest): RequestScope {
  const user = currentUser(request);
  const insurerId = user.insurerId;
  switch (user.userType) {
    case 'policy-holder':
      return { insurerId, policyholderId: user.policyholderId };
    case 'insured-patient':
      return { insurerId, patientId: user.patientId };
    case 'insurance-agent':
      return { insurerId, consultantId: user.consultantId };
    case 'insurer-adjudicator':
      return { insurerId, wholeInsurer: true };
    case 'doctor':
      throw new ForbiddenError();
  }
}

/** Refused: the request commands are the policyholder's own. */
export class NotPolicyholderError extends ForbiddenError {
  constructor() {
    super('Only the policyholder may do this.');
  }
}

/** Request commands are the policyholder's own; anyone else is refused. */
export function policyholderScope(user: AuthenticatedUser): {
  insurerId: string;
  policyholderId: string;
} {
  if (user.userType !== 'policy-holder' || !user.policyholderId) {
    throw new NotPolicyholderError();
  }
  return { insurerId: user.insurerId, policyholderId: user.policyholderId };
}

/** The pa_requests rows inside the scope. */
export function scopeCondition(scope: RequestScope): SQL | undefined {
  const insurer = eq(r.insurerId, scope.insurerId);
  if (scope.wholeInsurer) return insurer;
  if (scope.policyholderId) return and(insurer, eq(r.policyholderId, scope.policyholderId));
  if (scope.patientId) return and(insurer, eq(r.patientId, scope.patientId));
  if (scope.consultantId) {
    return and(
      insurer,
      or(eq(r.consultantId, scope.consultantId), eq(r.riderConsultantId, scope.consultantId)),
    );
  }
  // A caller with no policyholder, patient or consultant of its own sees nothing.
  return sql`false`;
}
