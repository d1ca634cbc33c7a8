import { CERTIFICATE_VERIFICATION_POLICY } from '@preauth/shared';
import { randomInt } from 'node:crypto';

const { codeAlphabet, codeLength } = CERTIFICATE_VERIFICATION_POLICY;

/**
 * A certificate's verification code: `codeLength` characters drawn uniformly (crypto.randomInt)
 * from the unambiguous alphabet, 30^10 ≈ 5.9 × 10^14 codes, so guessing one is hopeless within the
 * verification's rate limit. In the kernel: the decisions flow draws one per approval, and the demo
 * seed one per seeded approval.
 */
export function newVerificationCode(): string {
  return Array.from(
    { length: codeLength },
    () => codeAlphabet[randomInt(codeAlphabet.length)],
  ).join('');
}
