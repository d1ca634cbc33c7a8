import type { PinState } from '@preauth/shared';
import { secondsUntil } from '../../../core/security/clock';
import { maskEmail, type PinInFlight } from './one-time-pins';

/**
 * What a PIN screen is told of the PIN in flight, new or sent earlier (issue 25): where it went
 * (masked; an email address unless `masked` is given), when, the seconds until another may be
 * asked for and until it ends, and whether its message went.
 */
export function pinState(
  destination: string,
  pin: PinInFlight,
  now: Date,
  masked = maskEmail(destination),
): PinState {
  return {
    pinSentTo: masked,
    pinSentAt: pin.sentAt.toISOString(),
    resendAfterSeconds: secondsUntil(pin.resendAvailableAt, now),
    expiresInSeconds: secondsUntil(pin.expiresAt, now),
    delivery: pin.delivery,
  };
}
