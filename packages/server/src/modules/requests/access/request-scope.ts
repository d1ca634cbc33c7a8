import { and, eq, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import * as t from '../../../core/db/schema';
import type { Principal } from '../../../core/http/principal';

const r = t.paRequests;

/** Whose requests a principal sees (shared/design/lifecycle.md "Who may do what"). */
export interface RequestScope<Id = string> {
  insurerId: Id;
  /** Narrower than the insurer: a policyholder's, a patient's, a consultant's or a doctor's. */
  policyholderId?: Id | null;
  patientId?: Id | null;
  consultantId?: Id | null;
  doctorId?: Id | null;
  /** A link holder's one request. */
  paId?: Id;
  /** An insurer adjudicator sees the whole insurer. */
  wholeInsurer?: boolean;
}

/**
 * The requests a principal may read, always within its insurer; a link holder sees its one
 * request, a doctor user those that name its doctor (record 084).
 */
export function scopeOf(principal: Principal): RequestScope {
  if (principal.kind === 'link') {
    return { insurerId: principal.link.insurerId, paId: principal.link.paId };
  }
  const { user } = principal;
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
      return { insurerId, doctorId: user.doctorId };
  }
}

/** The pa_requests rows inside the scope (its ids as values, or as a statement's placeholders). */
export function scopeCondition(scope: RequestScope<string | Placeholder>): SQL | undefined {
  const insurer = eq(r.insurerId, scope.insurerId);
  if (scope.wholeInsurer) return insurer;
  if (scope.paId) return and(insurer, eq(r.id, scope.paId));
  if (scope.policyholderId) return and(insurer, eq(r.policyholderId, scope.policyholderId));
  if (scope.patientId) return and(insurer, eq(r.patientId, scope.patientId));
  if (scope.consultantId) {
    return and(
      insurer,
      or(eq(r.consultantId, scope.consultantId), eq(r.riderConsultantId, scope.consultantId)),
    );
  }
  if (scope.doctorId) return and(insurer, doctorsRequests(scope.doctorId));
  // A caller with no policyholder, patient, consultant or doctor of its own sees nothing.
  return sql`false`;
}

/**
 * The requests that name the doctor: its MCR number at one of its clinics (the request keeps both
 * as the policyholder chose them), so a doctor never sees another doctor's, nor its own at a
 * clinic it does not work at.
 */
function doctorsRequests(doctorId: string | Placeholder): SQL {
  const d = t.doctors;
  const dc = t.doctorClinics;
  return sql`${r.doctorMcrNumber} in (select ${d.mcrNo} from ${d} where ${d.id} = ${doctorId} and ${d.insurerId} = ${r.insurerId})
    and ${r.clinicId} in (select ${dc.clinicId} from ${dc} where ${dc.doctorId} = ${doctorId})`;
}
