import { describe, expect, it } from 'vitest';
import { authorisationOtpSchema } from '../authorisation/authorisation';
import { otpBodySchema } from './link-access';
import { pinDigitsOf } from './one-time-pin';

describe('the one PIN rule: exactly 6 ASCII digits', () => {
  it.each(['12345', '1234567', '１２３４５６', '123456\n', ' 123456', 'abcdef', '12345a'])(
    'refuses %j on the link PIN and the authorisation PIN',
    (otp) => {
      expect(otpBodySchema.safeParse({ authMethod: 'email', otp }).success).toBe(false);
      expect(authorisationOtpSchema.safeParse(otp).success).toBe(false);
    },
  );

  it('accepts 6 ASCII digits', () => {
    expect(otpBodySchema.parse({ authMethod: 'email', otp: '012345' }).otp).toBe('012345');
    expect(authorisationOtpSchema.parse('012345')).toBe('012345');
  });

  it('keeps only the ASCII digits typed, at most 6', () => {
    expect(pinDigitsOf('1a2３4 5678')).toBe('124567');
  });
});
