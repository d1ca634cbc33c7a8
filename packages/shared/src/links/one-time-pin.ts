import { z } from 'zod';
import { OTP_POLICY } from '../policy/flow-limits';

/**
 * The one rule for a one-time PIN as typed or sent (001 §9, 000 §5): exactly 6 ASCII digits,
 * nothing else (no letters, full-width digits, spaces or line breaks; not trimmed). Every PIN
 * schema (the link's, the authorisation's) is built from it, so the screens refuse what the server
 * refuses, before a try is spent.
 */
export const ONE_TIME_PIN_PATTERN = new RegExp(`^[0-9]{${OTP_POLICY.length}}$`);

/** Only the ASCII digits of what was typed, at most a PIN's length (the PIN fields keep this). */
export const pinDigitsOf = (typed: string) =>
  typed.replace(/[^0-9]/g, '').slice(0, OTP_POLICY.length);

/** A PIN: `required` when empty, `format` when it is not exactly 6 ASCII digits. */
export const oneTimePinSchema = (required: string, format: string) =>
  z.string({ error: required }).min(1, required).regex(ONE_TIME_PIN_PATTERN, format);

/**
 * Where a PIN's message is: still being sent, sent, or failed (the outbox gave up, or the PIN
 * ended before it went): the screen then says so and offers a new one (issue 25).
 */
export const PIN_DELIVERY_STATUSES = ['sending', 'sent', 'failed'] as const;
export type PinDeliveryStatus = (typeof PIN_DELIVERY_STATUSES)[number];

/** Ours (record 081): a PIN whose message could not be sent. */
export const PIN_NOT_SENT_MESSAGE = 'We could not send the OTP. Please ask for a new one.';

/**
 * The PIN in flight, as a PIN screen shows it (issue 25): the answer to every PIN request, a new
 * PIN's or, within the resend gap, the one already sent, so a second tab goes to the PIN entry.
 */
export const pinStateSchema = z.object({
  /** Where the PIN went, masked (`d***r@clinic.sg`, `+65 ****1234`). */
  pinSentTo: z.string(),
  pinSentAt: z.iso.datetime({ offset: true }),
  /** Seconds until another PIN may be asked for (the screen's countdown). */
  resendAfterSeconds: z.number().int().nonnegative(),
  /** Seconds until the PIN ends (the screen's second countdown). */
  expiresInSeconds: z.number().int().nonnegative(),
  delivery: z.enum(PIN_DELIVERY_STATUSES),
});
export type PinState = z.infer<typeof pinStateSchema>;
