import { z } from 'zod';

/**
 * Dates travel as ISO dates 'yyyy-MM-dd' (what the API takes); the web's date fields hold the same
 * string, or null for "no date" (empty, or text that is not a real date).
 */
export function requiredDateSchema(message: string, formatMessage = message) {
  return z.iso
    .date({ error: formatMessage })
    .nullable()
    .transform((value, ctx) => {
      if (value === null) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return value;
    });
}

/** An optional date: an ISO date, or null. */
export function optionalDateSchema(message: string) {
  return z.iso.date({ error: message }).nullable();
}

/** Singapore keeps UTC+8 all year (no daylight saving). */
export const SINGAPORE_UTC_OFFSET = '+08:00';
const SINGAPORE_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The Singapore calendar day of an instant, as 'yyyy-MM-dd'. */
export function singaporeDate(instant: Date): string {
  return new Date(instant.getTime() + SINGAPORE_OFFSET_MS).toISOString().slice(0, 10);
}

/** An ISO date 'yyyy-MM-dd' as the product shows dates: dd-MM-yyyy (000 §9). */
export function displayIsoDate(isoDate: string): string {
  return isoDate.split('-').reverse().join('-');
}

/** The Singapore calendar day of an instant, shown as dd-MM-yyyy wherever the code runs. */
export function displaySingaporeDay(instant: Date): string {
  return displayIsoDate(singaporeDate(instant));
}
