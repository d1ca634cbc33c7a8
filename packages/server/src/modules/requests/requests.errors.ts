import { isTerminal, statusLabel, type LifecycleEvent, type StatusCode } from '@preauth/shared';
import { ConflictError } from '../../core/http/errors';

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
