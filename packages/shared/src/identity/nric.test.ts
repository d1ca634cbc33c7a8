import { describe, expect, it } from 'vitest';
import { isValidNric, maskNric, nricCheckLetter } from './nric';

describe('NRIC/FIN check digits', () => {
  it.each([['S1234567D'], ['T0123456G'], ['F1234567N'], ['G1234567X'], ['M1234567K']])(
    'accepts %s',
    (nric) => {
      expect(isValidNric(nric)).toBe(true);
      expect(isValidNric(nric.toLowerCase())).toBe(true);
    },
  );

  it.each([['S1234567A'], ['X1234567D'], ['S123456D'], ['S12345678D'], ['']])(
    'refuses %s',
    (nric) => {
      expect(isValidNric(nric)).toBe(false);
    },
  );

  it('computes the letter for a prefix and seven digits', () => {
    expect(nricCheckLetter('S', '1234567')).toBe('D');
    expect(() => nricCheckLetter('X', '1234567')).toThrow();
  });

  it('masks all but the last 4 characters', () => {
    expect(maskNric('S1234567D')).toBe('*****567D');
    expect(maskNric('567D')).toBe('567D');
  });
});
