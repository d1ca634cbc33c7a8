import {
  LINK_LOCKED_MESSAGES,
  LINK_MESSAGES,
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

/** The identity details do not match the request; which field is not said. */
export class IdentityMismatchError extends ValidationError {
  constructor() {
    super(LINK_MESSAGES.identityMismatch);
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

export type PinRefusal = 'wrong' | 'expired' | 'too-many-tries';

const PIN_MESSAGES: Record<PinRefusal, string> = {
  wrong: LINK_MESSAGES.otpWrong,
  expired: LINK_MESSAGES.otpExpired,
  'too-many-tries': LINK_MESSAGES.otpTooManyTries,
};

/** A PIN that was refused: 400 with the reason on the `otp` field. */
export class PinRefusedError extends ValidationError {
  constructor(readonly reason: PinRefusal) {
    super(PIN_MESSAGES[reason], [{ path: 'otp', message: PIN_MESSAGES[reason] }]);
  }
}

/** No PIN may be sent yet: too soon after the last one, or too many in the last hour. */
export class PinSendRefusedError extends TooManyRequestsError {
  constructor(
    readonly reason: 'too-soon' | 'too-many-sends',
    retryAfterSeconds: number,
  ) {
    const message =
      reason === 'too-soon' ? LINK_MESSAGES.otpResendTooSoon : LINK_MESSAGES.otpTooManySends;
    super('RATE_LIMITED', message, retryAfterSeconds);
  }
}
