import { FORM_LIMITS } from '@preauth/shared';
import { endOfYear, format, isValid, parse, startOfYear, subYears } from 'date-fns';

/**
 * Helpers of the date fields (specification 000 §2.12 "Date field"). The text on screen is
 * dd-MM-yyyy; the form value is the ISO date 'yyyy-MM-dd' the API takes, null when the text is
 * empty, or the text itself while it is incomplete or not a real date (the schema refuses it).
 */

/** The form value of a date field: 'yyyy-MM-dd', null for "no date", or text that is not a date. */
export type IsoDate = string;

const ISO_FORMAT = 'yyyy-MM-dd';
const DIGITS = FORM_LIMITS.dateInputLength - 2; // dd MM yyyy without the two hyphens

/**
 * Masks typed text as dd-MM-yyyy: keeps the first 8 digits, drops everything else, and puts the
 * hyphens after the 2nd and the 5th character. While typing (`growing`), the hyphen appears as
 * soon as the day or the month is complete; while deleting it does not, or Backspace could never
 * remove it.
 */
export function maskDateInput(text: string, growing = true): string {
  const digits = text.replace(/\D/g, '').slice(0, DIGITS);
  const day = digits.slice(0, 2);
  const month = digits.slice(2, 4);
  const year = digits.slice(4);
  let masked = day;
  if (month || (growing && day.length === 2)) masked += `-${month}`;
  if (year || (growing && month.length === 2)) masked += `-${year}`;
  return masked;
}

/** The date a complete dd-MM-yyyy text names, or null (incomplete, or e.g. 31-02-2026). */
export function parseDateInput(text: string): Date | null {
  if (text.length !== FORM_LIMITS.dateInputLength) return null;
  const date = parse(text, FORM_LIMITS.dateFormat, new Date());
  // The round trip refuses what date-fns would otherwise read leniently.
  return isValid(date) && format(date, FORM_LIMITS.dateFormat) === text ? date : null;
}

export function toIsoDate(date: Date): IsoDate {
  return format(date, ISO_FORMAT);
}

/** The local date of an ISO value, or null when there is none or it is not 'yyyy-MM-dd'. */
export function fromIsoDate(value: IsoDate | null | undefined): Date | null {
  if (!value) return null;
  const date = parse(value, ISO_FORMAT, new Date());
  return isValid(date) && format(date, ISO_FORMAT) === value ? date : null;
}

/** The text a form value shows as: dd-MM-yyyy, '' for no date, the text that is not a date. */
export function isoToDisplay(value: IsoDate | null | undefined): string {
  const date = fromIsoDate(value);
  return date ? format(date, FORM_LIMITS.dateFormat) : (value ?? '');
}

/**
 * The form value typed text stands for: its ISO date, null for no text, or the text itself while
 * it is not a date (incomplete, or impossible like 31-02-2026), so the form's schema refuses it
 * with the field's error instead of searching or saving as if the field were empty.
 */
export function displayToIso(text: string): IsoDate | null {
  if (text.trim() === '') return null;
  const date = parseDateInput(text);
  return date ? toIsoDate(date) : text;
}

/**
 * The months the calendar offers: its year choices run from 90 years before the current year up
 * to the current year (specification 000 §2.12 and §9).
 */
export function calendarMonthRange(today: Date = new Date()): { startMonth: Date; endMonth: Date } {
  return {
    startMonth: startOfYear(subYears(today, FORM_LIMITS.calendarYearsBack)),
    endMonth: endOfYear(today),
  };
}

/**
 * Orders two ISO dates so the earlier comes first (ISO dates sort as text); typed text that is
 * not a date yet stays where it was typed.
 */
export function orderRange(
  from: IsoDate | null,
  to: IsoDate | null,
): { from: IsoDate | null; to: IsoDate | null } {
  const bothDates = fromIsoDate(from) !== null && fromIsoDate(to) !== null;
  return bothDates && from! > to! ? { from: to, to: from } : { from, to };
}
