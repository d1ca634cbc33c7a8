import {
  LINK_LOCKED_MESSAGES,
  LINK_MESSAGES,
  LINK_REFUSALS,
  linkEndedMessage,
  statusLabel,
  type LinkEndedReason,
  type LinkRole,
  type StatusCode,
} from '@preauth/shared';
import {
  AppError,
  NotFoundError,
  TooManyRequestsError,
  ValidationError,
} from '../../../core/http/errors';
import type { PinCheck } from './one-time-pins';

/**
 * Every refusal of an emailed link (unknown, altered, revoked, expired, locked, another request's
 * or role's): one answer, so a caller learns nothing about which it was.
 */
export class InvalidLinkError extends NotFoundError {
  constructor() {
    super(LINK_MESSAGES.invalidLink);
  }
}

/**
 * A genuine link (its token found, for the role and request its address names) that no longer
 * opens: the same 404, saying why and who can help (issue 25). Only the holder of a real token
 * sees it; an unknown or altered one keeps `InvalidLinkError`.
 */
export class LinkEndedError extends NotFoundError {
  constructor(reason: LinkEndedReason, role: LinkRole, status: StatusCode) {
    super(linkEndedMessage(reason, role, statusLabel(status)));
  }
}

/**
 * The identity details do not match the request; which field is not said, but how many checks
 * are left before the link locks.
 */
export class IdentityMismatchError extends ValidationError {
  constructor(triesLeft: number) {
    super(LINK_REFUSALS.identityMismatch(triesLeft));
  }
}

/**
 * The attempt that used the link's last identity check; the link is invalid from now on. Says who
 * can send its holder a new link.
 */
export class LinkLockedError extends AppError {
  constructor(role: LinkRole) {
    super(403, 'FORBIDDEN', LINK_LOCKED_MESSAGES[role]);
  }
}

export type PinRefusal = Exclude<PinCheck, { outcome: 'match' }>;

const pinMessage = (refusal: PinRefusal) => {
  switch (refusal.outcome) {
    case 'wrong':
      return LINK_REFUSALS.otpWrong(refusal.triesLeft);
    case 'expired':
      return LINK_MESSAGES.otpExpired;
    case 'too-many-tries':
      return LINK_MESSAGES.otpTooManyTries;
  }
};

/** A PIN that was refused: 400 with the reason (and the tries left) on the `otp` field. */
export class PinRefusedError extends ValidationError {
  constructor(readonly refusal: PinRefusal) {
    const message = pinMessage(refusal);
    super(message, [{ path: 'otp', message }]);
  }
}

/** No PIN may be sent: too many in the last hour; the message says when to try again. */
export class PinSendRefusedError extends TooManyRequestsError {
  readonly reason = 'too-many-sends';

  constructor(retryAfterSeconds: number) {
    super('RATE_LIMITED', LINK_REFUSALS.otpTooManySends(retryAfterSeconds), retryAfterSeconds);
  }
}
