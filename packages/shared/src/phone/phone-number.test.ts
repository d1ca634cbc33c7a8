import { describe, expect, it } from 'vitest';
import {
  displayPhoneNumber,
  maskPhoneNumber,
  PHONE_LIMITS,
  PHONE_MESSAGES,
  phoneNumberProblem,
  phoneNumberSchema,
} from './phone-number';

const messageFor = (input: unknown, country?: Parameters<typeof phoneNumberSchema>[0]) =>
  phoneNumberSchema(country).safeParse(input).error?.issues[0]?.message;

describe('phone number schema', () => {
  it('normalises a Singapore number, typed or formatted, to E.164', () => {
    expect(phoneNumberSchema().parse('91234567')).toBe('+6591234567');
    expect(phoneNumberSchema('SG').parse(' 9123 4567 ')).toBe('+6591234567');
    expect(phoneNumberSchema().parse('+65 9123 4567')).toBe('+6591234567');
  });

  it('reads national numbers of the given country, and international ones of any', () => {
    expect(phoneNumberSchema('GB').parse('020 7946 0958')).toBe('+442079460958');
    expect(phoneNumberSchema('US').parse('(202) 555-0123')).toBe('+12025550123');
    expect(phoneNumberSchema('SG').parse('+44 20 7946 0958')).toBe('+442079460958');
  });

  it('accepts its own output, so the server can check what the web app sent', () => {
    const e164 = phoneNumberSchema('MY').parse('012-345 6789');
    expect(phoneNumberSchema('SG').parse(e164)).toBe(e164);
  });

  it('asks for a number when empty or missing', () => {
    expect(messageFor('')).toBe('Please enter a phone number.');
    expect(messageFor('   ')).toBe(PHONE_MESSAGES.required);
    expect(messageFor(undefined)).toBe(PHONE_MESSAGES.required);
  });

  it('refuses numbers shorter than the country allows', () => {
    expect(messageFor('9123')).toBe('This phone number is too short.');
    expect(messageFor('6')).toBe(PHONE_MESSAGES.tooShort);
  });

  it('refuses numbers longer than the country allows, or than 17 national digits', () => {
    expect(messageFor('9123456789012')).toBe('This phone number is too long.');
    expect(messageFor('9'.repeat(PHONE_LIMITS.nationalNumberMaxDigits + 1))).toBe(
      PHONE_MESSAGES.tooLong,
    );
  });

  it(`refuses input over ${PHONE_LIMITS.inputMax} characters`, () => {
    expect(PHONE_LIMITS.inputMax).toBe(250);
    const padded = `9123 4567${' '.repeat(PHONE_LIMITS.inputMax)}x`;
    expect(messageFor(padded)).toBe(PHONE_MESSAGES.tooLong);
  });

  it('refuses text that is not a phone number', () => {
    expect(messageFor('call me')).toBe('Please enter a valid phone number.');
    expect(messageFor('9123abcd')).toBe(PHONE_MESSAGES.invalid);
    // Singapore numbers have 8, 10 or 11 digits: 9 is between two possible lengths.
    expect(messageFor('912345678')).toBe(PHONE_MESSAGES.invalid);
  });

  it('names the problem without throwing, for callers that only need a yes or no', () => {
    expect(phoneNumberProblem('91234567')).toBeUndefined();
    expect(phoneNumberProblem('9123', 'SG')).toBe('tooShort');
  });
});

describe('displayPhoneNumber', () => {
  it('groups a stored E.164 number as people write it', () => {
    expect(displayPhoneNumber('+6591234500')).toBe('+65 9123 4500');
    expect(displayPhoneNumber('+442079460000')).toBe('+44 20 7946 0000');
  });

  it('shows what does not parse as it is', () => {
    expect(displayPhoneNumber('ext. 12')).toBe('ext. 12');
  });
});

describe('maskPhoneNumber', () => {
  it('keeps the country code and the last 4 digits', () => {
    expect(maskPhoneNumber('+6591234500')).toBe('+65 ****4500');
    expect(maskPhoneNumber('+442079460000')).toBe('+44 ****0000');
  });

  it('shows only the last 4 digits of what does not parse', () => {
    expect(maskPhoneNumber('12-3456')).toBe('****3456');
  });
});
