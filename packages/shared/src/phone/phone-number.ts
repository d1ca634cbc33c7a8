import {
  type CountryCode,
  parsePhoneNumberFromString,
  validatePhoneNumberLength,
} from 'libphonenumber-js';
import { z } from 'zod';
import { displaySingaporeNumber } from './singapore-number';

export type { CountryCode } from 'libphonenumber-js';

/**
 * Phone-number limits. The specification (000 §5) lists these library rules without saying which
 * the product applies; we apply all the length rules (input maximum, national number 2 to 17
 * digits, possible length for the country) but not the per-country number pattern, because the
 * pattern tables change with each numbering-plan update and would refuse new number ranges.
 */
export const PHONE_LIMITS = {
  inputMax: 250,
  nationalNumberMinDigits: 2,
  nationalNumberMaxDigits: 17,
  defaultCountry: 'SG',
} as const satisfies Record<string, number | CountryCode>;

/** Our own wording: the specification gives no phone-number messages (000 §5). */
export const PHONE_MESSAGES = {
  required: 'Please enter a phone number.',
  tooShort: 'This phone number is too short.',
  tooLong: 'This phone number is too long.',
  invalid: 'Please enter a valid phone number.',
} as const;

type PhoneProblem = keyof typeof PHONE_MESSAGES;

/** The number in E.164, or why it is refused. */
function checkPhoneNumber(
  input: string,
  defaultCountry: CountryCode,
): { e164: string; problem?: undefined } | { problem: PhoneProblem } {
  const text = input.trim();
  if (text === '') return { problem: 'required' };
  if (text.length > PHONE_LIMITS.inputMax) return { problem: 'tooLong' };
  switch (validatePhoneNumberLength(text, defaultCountry)) {
    case undefined:
      break;
    case 'TOO_SHORT':
      return { problem: 'tooShort' };
    case 'TOO_LONG':
      return { problem: 'tooLong' };
    default: // NOT_A_NUMBER, INVALID_COUNTRY, INVALID_LENGTH
      return { problem: 'invalid' };
  }
  const parsed = parsePhoneNumberFromString(text, defaultCountry);
  if (!parsed) return { problem: 'invalid' };
  // The library enforces these bounds itself today; stated here so the rule does not depend on it.
  const digits = parsed.nationalNumber.length;
  if (digits < PHONE_LIMITS.nationalNumberMinDigits) return { problem: 'tooShort' };
  if (digits > PHONE_LIMITS.nationalNumberMaxDigits) return { problem: 'tooLong' };
  return parsed.isPossible() ? { e164: parsed.number } : { problem: 'invalid' };
}

/** Why a phone number is refused (a key of PHONE_MESSAGES), or undefined when it is acceptable. */
export function phoneNumberProblem(
  input: string,
  defaultCountry: CountryCode = PHONE_LIMITS.defaultCountry,
): PhoneProblem | undefined {
  return checkPhoneNumber(input, defaultCountry).problem;
}

/**
 * A phone number typed in any common format (national for `defaultCountry`, or international with
 * '+'), checked and normalised to E.164 (`+6591234567`), the form the API stores. Used by the phone
 * field's form resolver and by the server's route, so both refuse the same numbers with the same
 * message. E.164 input parses to itself, so the server can apply it to what the web app sent.
 */
export function phoneNumberSchema(defaultCountry: CountryCode = PHONE_LIMITS.defaultCountry) {
  return z.string({ error: PHONE_MESSAGES.required }).transform((input, ctx) => {
    const result = checkPhoneNumber(input, defaultCountry);
    if (result.problem) {
      ctx.addIssue({ code: 'custom', message: PHONE_MESSAGES[result.problem] });
      return z.NEVER;
    }
    return result.e164;
  });
}

/**
 * A stored phone number (E.164, `+6591234500`) as people read it: international format with the
 * country's grouping (`+65 9123 4500`). Anything that does not parse is shown as it is.
 */
export function displayPhoneNumber(value: string): string {
  return (
    displaySingaporeNumber(value) ??
    parsePhoneNumberFromString(value)?.formatInternational() ??
    value
  );
}

/**
 * A phone number as a screen may show where a PIN went: the country code and the last 4 digits
 * only (`+65 ****1234`). What does not parse shows its last 4 digits alone.
 */
export function maskPhoneNumber(value: string): string {
  const parsed = parsePhoneNumberFromString(value);
  const digits = parsed?.nationalNumber ?? value.replace(/\D/g, '');
  const masked = `****${digits.slice(-4)}`;
  return parsed ? `+${parsed.countryCallingCode} ${masked}` : masked;
}
