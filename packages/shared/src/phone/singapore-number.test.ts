import fc from 'fast-check';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { describe, expect, it } from 'vitest';
import { displaySingaporeNumber } from './singapore-number';

describe('displaySingaporeNumber', () => {
  it('groups every 8-digit Singapore number from 3, 6, 8 or 9 as the numbering plan does', () => {
    const singaporeNumber = fc
      .tuple(fc.constantFrom('3', '6', '8', '9'), fc.stringMatching(/^\d{7}$/))
      .map(([first, rest]) => `+65${first}${rest}`);
    fc.assert(
      fc.property(singaporeNumber, (value) => {
        // 800 begins a toll-free number, which the plans group otherwise: left to them.
        expect(displaySingaporeNumber(value)).toBe(
          value.startsWith('+65800')
            ? null
            : parsePhoneNumberFromString(value)?.formatInternational(),
        );
      }),
      { numRuns: 5000 },
    );
  });

  it('leaves any other number to the numbering plans', () => {
    for (const value of [
      '+6518001234567',
      '+6580001234',
      '+6571234567',
      '+659123456',
      '+442079460000',
      '91234567',
    ])
      expect(displaySingaporeNumber(value)).toBeNull();
  });
});
