import {
  LINK_MESSAGES,
  OTP_POLICY,
  PIN_NOT_SENT_MESSAGE,
  type PinDeliveryStatus,
} from '@preauth/shared';
import type { ReactNode } from 'react';
import type { ApiError } from '../../lib/api-error';
import { useNow } from '../../lib/use-now';
import { SubmitButton } from '../form/submit-button';
import { PinInput } from './pin-input';
import { ResendPin } from './resend-pin';

/**
 * The PIN in flight as a screen keeps it: where it went, its two ends (ms since the epoch), and
 * whether its message went (read again while it is being sent).
 */
export interface PinOnScreen {
  sentTo: string;
  resendAvailableAt: number;
  /** Null when the screen was not told (a session stored before it was). */
  expiresAt: number | null;
  delivery: PinDeliveryStatus;
}

/** Whether a refusal says the PIN can no longer be used (its tries spent, or expired). */
export const spendsPin = (refused: ApiError) =>
  refused.body?.issues?.some(
    ({ path, message }) =>
      path === 'otp' &&
      (message === LINK_MESSAGES.otpTooManyTries || message === LINK_MESSAGES.otpExpired),
  ) ?? false;

const secondsUntil = (at: number, now: number) => Math.max(0, Math.ceil((at - now) / 1000));

const minutesAndSeconds = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * What every PIN screen shows inside its form: where the PIN went, the field, how long the PIN
 * lasts, the resend control (a countdown first) and Verify; `children` (a failure, say) goes
 * between the sentence and the field. A PIN that can no longer be used (`spent`, or past its end)
 * takes no Verify and may be replaced at once, so the screen and the server agree (issue 25); a
 * PIN whose message could not be sent says so in place of any other failure.
 */
export function PinFields({
  pin,
  spent,
  onResend,
  children,
}: {
  pin: PinOnScreen;
  spent: boolean;
  onResend: () => Promise<unknown>;
  children?: ReactNode;
}) {
  const now = useNow(true);
  const expiresIn = pin.expiresAt === null ? null : secondsUntil(pin.expiresAt, now);
  const notSent = pin.delivery === 'failed';
  const dead = spent || notSent || expiresIn === 0;
  return (
    <>
      <p>
        A {OTP_POLICY.length}-digit one-time PIN was sent to <strong>{pin.sentTo}</strong>.
      </p>
      {notSent ? (
        <div className="alert alert--error" role="alert">
          {PIN_NOT_SENT_MESSAGE}
        </div>
      ) : (
        children
      )}
      <PinInput />
      {!dead && expiresIn !== null && (
        <p className="field__hint" role="timer" aria-live="off">
          The OTP expires in {minutesAndSeconds(expiresIn)}.
        </p>
      )}
      <ResendPin
        secondsLeft={dead ? 0 : secondsUntil(pin.resendAvailableAt, now)}
        onResend={onResend}
      />
      <div className="screen-actions">
        <SubmitButton disabled={dead}>Verify</SubmitButton>
      </div>
    </>
  );
}
