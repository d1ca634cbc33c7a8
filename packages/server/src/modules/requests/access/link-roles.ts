import type { LinkRole, LinkSessionStage, linkIdentitySchemas } from '@preauth/shared';
import type { z } from 'zod';

/** What a role typed to prove who it is, as its identity schema parsed it. */
export type LinkIdentity<R extends LinkRole> = Omit<
  z.output<(typeof linkIdentitySchemas)[R]>,
  'token'
>;

/** The request's own record of the people a link holder can be asked about. */
export interface IdentitySnapshot {
  /** `pa_requests.patient_dob`, ISO date. */
  patientDob: string;
  /** `pa_requests.patient_nric`. */
  patientNric: string;
  /** `pa_requests.policy_holder_nric`. */
  policyholderNric: string;
  /** `policyholders.dob` of the request's policyholder, ISO date. */
  policyholderDob: string;
}

/**
 * One identity field: the typed value of `field` is compared with the snapshot's `against`, as
 * the last 4 characters of an NRIC/FIN/passport (case-insensitive) or as an ISO date.
 */
export interface IdentityRule<R extends LinkRole> {
  field: keyof LinkIdentity<R> & string;
  against: keyof IdentitySnapshot;
  compare: 'last4' | 'date';
  /** Compared only when the holder gave it (null or absent: skipped). */
  optional?: boolean;
}

export interface LinkRoleRules<R extends LinkRole> {
  identity: readonly IdentityRule<R>[];
  /**
   * The stage of the session the identity check opens: 'pin-required' when an emailed PIN to the
   * link's recipient follows, 'remote-authentication-required' for the remote authoriser's
   * date-of-birth-and-NRIC check (000 §2.2).
   */
  afterIdentity: Exclude<LinkSessionStage, 'verified'>;
}

/** Per link role: which typed fields are compared with which snapshot, and which check follows. */
export const LINK_ROLE_RULES: { [R in LinkRole]: LinkRoleRules<R> } = {
  doctor: {
    identity: [
      { field: 'dob', against: 'patientDob', compare: 'date' },
      { field: 'nric', against: 'patientNric', compare: 'last4' },
    ],
    afterIdentity: 'pin-required',
  },
  'business-office': {
    identity: [{ field: 'nric', against: 'patientNric', compare: 'last4' }],
    afterIdentity: 'pin-required',
  },
  'remote-authoriser': {
    identity: [
      { field: 'identifier', against: 'policyholderNric', compare: 'last4' },
      { field: 'dob', against: 'policyholderDob', compare: 'date', optional: true },
    ],
    afterIdentity: 'remote-authentication-required',
  },
};
