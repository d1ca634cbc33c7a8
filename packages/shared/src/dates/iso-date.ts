import { z } from 'zod';

/**
 * The dates the API takes (ours): wide enough for any date of birth, admission or search, narrow
 * enough to refuse a typo such as year 0000 or 0202, which PostgreSQL may not even store.
 */
export const DATE_RANGE = { min: '1900-01-01', max: '2100-12-31' } as const;

export const DATE_MESSAGES = {
  /** A date that does not exist (31-02-2026) or is not a date at all. */
  invalid: 'Please enter a valid date.',
  outOfRange: `Please enter a date between ${displayIsoDate(DATE_RANGE.min)} and ${displayIsoDate(DATE_RANGE.max)}.`,
} as const;

/**
 * The start of every date the API takes: an ISO date 'yyyy-MM-dd' that exists (`message` when it
 * does not), then within DATE_RANGE (`DATE_MESSAGES.outOfRange`).
 */
export function isoDateSchema(message: string = DATE_MESSAGES.invalid) {
  return z.iso
    .date({ error: message, abort: true })
    .refine((value) => value >= DATE_RANGE.min && value <= DATE_RANGE.max, {
      error: DATE_MESSAGES.outOfRange,
    });
}

/**
 * Dates travel as ISO dates 'yyyy-MM-dd' (what the API takes); the web's date fields hold the same
 * string, null for "no date" (empty), or the typed text while it is not a real date, so the
 * schema refuses it with `formatMessage` instead of taking it for no date.
 */
export function requiredDateSchema(message: string, formatMessage = message) {
  return isoDateSchema(formatMessage)
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
  return isoDateSchema(message).nullable();
}

/**
 * Singapore keeps UTC+8 all year (no daylight saving). The one definition of Singapore time: every
 * package that turns an instant into a Singapore day or time, or a day into an instant, uses these.
 */
export const SINGAPORE_UTC_OFFSET = '+08:00';
export const SINGAPORE_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The Singapore calendar day of an instant, as 'yyyy-MM-dd'. */
export function singaporeDate(instant: Date): string {
  return new Date(instant.getTime() + SINGAPORE_OFFSET_MS).toISOString().slice(0, 10);
}

/** 00:00 Singapore time of an ISO date 'yyyy-MM-dd', as an instant. */
export function startOfSingaporeDay(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00${SINGAPORE_UTC_OFFSET}`);
}

/** An ISO date 'yyyy-MM-dd' as the product shows dates: dd-MM-yyyy (000 §9). */
export function displayIsoDate(isoDate: string): string {
  return isoDate.split('-').reverse().join('-');
}

/** The Singapore calendar day of an instant, shown as dd-MM-yyyy wherever the code runs. */
export function displaySingaporeDay(instant: Date): string {
  return displayIsoDate(singaporeDate(instant));
}

/** The Singapore time of day of an instant, HH:mm, wherever the code runs. */
export function displaySingaporeTime(instant: Date): string {
  return new Date(instant.getTime() + SINGAPORE_OFFSET_MS).toISOString().slice(11, 16);
}

/** An instant as the product shows a time: dd-MM-yyyy HH:mm in Singapore time, wherever it runs. */
export function displaySingaporeDateTime(instant: Date): string {
  return `${displaySingaporeDay(instant)} ${displaySingaporeTime(instant)}`;
}
