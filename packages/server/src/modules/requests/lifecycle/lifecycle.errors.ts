import {
  REQUEST_MESSAGES,
  isTerminal,
  statusLabel,
  type LifecycleEvent,
  type StatusCode,
} from '@preauth/shared';
import { violatedUniqueIndex } from '../../../core/db/errors';
import { ConflictError } from '../../../core/http/errors';

/** The partial unique index that keeps a patient to one open request. */
const ONE_OPEN_PER_PATIENT = 'pa_requests_one_active_per_patient_uq';

/** The patient already has an open request: a create, or a transition into an open status. */
export class PatientHasOpenRequestError extends ConflictError {
  constructor() {
    super(REQUEST_MESSAGES.patientHasActiveRequest);
  }
}

/** Whether the database refused a write because the patient would have two open requests. */
export function isSecondOpenRequest(error: unknown): boolean {
  return violatedUniqueIndex(error) === ONE_OPEN_PER_PATIENT;
}

const DONE: Partial<Record<LifecycleEvent, string>> = {
  resend: 'resent',
  cancel: 'cancelled',
  amend: 'amended',
};

/** The lifecycle table refused this event in this status; says why. */
export class TransitionRefusedError extends ConflictError {
  constructor(event: LifecycleEvent, status: StatusCode) {
    const done = DONE[event] ?? event;
    super(
      isTerminal(status)
        ? `This request can no longer be ${done}: it is ${statusLabel(status)}.`
        : `This request cannot be ${done} while it is ${statusLabel(status)}.`,
    );
  }
}

/** Another change to the request came first (two tabs, two clicks). */
export class RequestChangedError extends ConflictError {
  constructor() {
    super('This request has just been changed. Please reload it to see its current status.');
  }
}
