import {
  REQUEST_MESSAGES,
  isTerminal,
  statusLabel,
  type Actor,
  type LifecycleEvent,
  type StatusCode,
} from '@preauth/shared';
import { violatedUniqueIndex } from '../../../core/db/errors';
import { ConflictError, ForbiddenError } from '../../../core/http/errors';

/** The partial unique index that keeps a patient to one open request. */
const ONE_OPEN_PER_PATIENT = 'pa_requests_one_active_per_patient_uq';

/** The patient already has an open request: a create, or a transition into an open status. */
export class PatientHasOpenRequestError extends ConflictError {
  constructor() {
    super(REQUEST_MESSAGES.patientHasActiveRequest, 'ALREADY_EXISTS');
  }
}

/** Whether the database refused a write because the patient would have two open requests. */
export function isSecondOpenRequest(error: unknown): boolean {
  return violatedUniqueIndex(error) === ONE_OPEN_PER_PATIENT;
}

/** Each event as the refusal names it: "This request cannot be {done} while …". */
const DONE: Record<LifecycleEvent, string> = {
  'authorise-accept': 'authorised',
  'authorise-reject': 'declined',
  'authorisation-window-expired': 'expired',
  'doctor-submit-panel': 'submitted by the doctor',
  'doctor-submit-non-panel': 'submitted by the doctor',
  'doctor-window-expired': 'expired',
  'business-office-submit': 'submitted by the business office',
  'business-office-window-expired': 'expired',
  approve: 'approved',
  reject: 'rejected',
  'request-amendment': 'sent back for amendment',
  'reverse-automatic-approval': 'returned to Processing',
  resend: 'resent',
  'resend-office-link': 'sent to the business office again',
  'resend-authorisation-link': 'sent to the policyholder again',
  amend: 'amended',
  cancel: 'cancelled',
};

/** The lifecycle table refused this event in this status; says why. */
export class TransitionRefusedError extends ConflictError {
  constructor(event: LifecycleEvent, status: StatusCode) {
    const done = DONE[event];
    super(
      isTerminal(status)
        ? `This request can no longer be ${done}: it is ${statusLabel(status)}.`
        : `This request cannot be ${done} while it is ${statusLabel(status)}.`,
      'NOT_ALLOWED_IN_STATUS',
    );
  }
}

/** Another change to the request came first (two tabs, two clicks). */
export class RequestChangedError extends ConflictError {
  constructor() {
    super(
      'This request has just been changed. Please reload it to see its current status.',
      'REQUEST_CHANGED',
    );
  }
}

const ACTOR_NAMES: Record<Actor, string> = {
  'policy-holder': 'the policyholder',
  'insured-patient': 'the insured patient',
  'insurance-agent': 'the financial consultant',
  doctor: 'the doctor',
  'business-office': 'the business office',
  'insurer-adjudicator': 'the insurer',
  system: 'the system',
};

/** The lifecycle table gives this event to other actors only (an agent cancelling, say). */
export class ActorNotAllowedError extends ForbiddenError {
  constructor(allowed: readonly Actor[]) {
    super(`Only ${allowed.map((actor) => ACTOR_NAMES[actor]).join(' or ')} may do this.`);
  }
}
