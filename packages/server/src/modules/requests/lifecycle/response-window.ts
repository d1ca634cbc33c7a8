import { DEFAULT_INSURER_POLICY } from '@preauth/shared';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The doctor's (and remote authoriser's, and business office's) time to respond: the request's
 * insurer's response window in calendar days (its policy). Singapore keeps no daylight saving, so
 * calendar days are whole 24-hour periods. The expiry job's due time is the same sum, made by the
 * trigger of migration 0028 from the same policy.
 */
export function responseWindowEnd(start: Date, responseWindowDays: number): Date {
  return new Date(start.getTime() + responseWindowDays * DAY_MS);
}

/** The window of an insurer that never changed its policy (3 calendar days), in milliseconds. */
export const RESPONSE_WINDOW_MS = DEFAULT_INSURER_POLICY.responseWindowDays * DAY_MS;
