import { REQUEST_TIMINGS } from '@preauth/shared';

/**
 * The doctor's (and remote authoriser's, and business office's) time to respond: 3 calendar
 * days. Singapore keeps no daylight saving, so calendar days are whole 24-hour periods.
 */
export const RESPONSE_WINDOW_MS = REQUEST_TIMINGS.responseWindowDays * 24 * 60 * 60 * 1000;

export function responseWindowEnd(start: Date): Date {
  return new Date(start.getTime() + RESPONSE_WINDOW_MS);
}
