import { z } from 'zod';
import { isoDateSchema } from '../dates/iso-date';
import { STATUS_CODES } from '../requests/statuses';
import { DECISION_FEES } from './decisions';
import { singleLineText } from '../text/text';

/**
 * The certificate's verification code and the public check of it (ours). The code is drawn from
 * an alphabet without look-alikes (no 0/O, 1/I/L, no U), so it can be read off paper and typed.
 */
export const CERTIFICATE_VERIFICATION_POLICY = {
  codeAlphabet: '23456789ABCDEFGHJKMNPQRSTVWXYZ',
  codeLength: 10,
  /** Checks one address may make in the window (ours); the 11th is 429. */
  perAddressMax: 10,
  perAddressWindowMs: 15 * 60 * 1000,
} as const;

export const VERIFICATION_MESSAGES = {
  erefNoRequired: 'Please enter the Pre-Authorisation Ref No.',
  codeRequired: 'Please enter the verification code printed on the certificate.',
  dateOfBirthRequired: "Please enter the patient's date of birth.",
  approved: 'This certificate is genuine and the request is still approved.',
  noLongerApproved:
    'This certificate was issued by the insurer, but its approval has been withdrawn: the certificate is void and can no longer be used for an admission.',
  expired:
    'This certificate was issued by the insurer, but its validity has ended: it can no longer be used for an admission.',
  notConfirmed:
    'We could not confirm this certificate. Please check the reference number, the verification code and the date of birth.',
} as const;

const V = VERIFICATION_MESSAGES;
const { codeAlphabet, codeLength } = CERTIFICATE_VERIFICATION_POLICY;

/** Upper-case, without the spaces or hyphens a reader may add while copying it. */
export const normaliseVerificationCode = (text: string) => text.replace(/[\s-]/g, '').toUpperCase();

/** The code in the form printed on the certificate: two groups of five. */
export const displayVerificationCode = (code: string) =>
  code.length === codeLength ? `${code.slice(0, 5)}-${code.slice(5)}` : code;

/** `POST /api/certificates/verify` (no login). */
export const certificateVerificationBodySchema = z.object({
  erefNo: singleLineText(V.erefNoRequired)
    .min(1, V.erefNoRequired)
    .max(40, V.erefNoRequired)
    .transform((ref) => ref.toUpperCase()),
  code: singleLineText(V.codeRequired)
    .max(40, V.codeRequired)
    .transform(normaliseVerificationCode)
    .pipe(z.string().min(1, V.codeRequired)),
  dateOfBirth: isoDateSchema(V.dateOfBirthRequired),
});
export type CertificateVerificationBody = z.input<typeof certificateVerificationBodySchema>;

/**
 * The answer, the same shape whatever failed: an unknown reference, a wrong code and a wrong date
 * of birth all answer `not-confirmed` with no certificate, so the check tells nothing about which.
 * A confirmed certificate shows what tells an edited copy from the genuine one and no personal
 * data: the insurer, the reference, the request's status now, the decision's date and the last
 * day of validity (ISO, Singapore calendar days), the approved total and the approved amount of
 * each fee by its line (no procedure, diagnosis, name or NRIC). `expired`: still approved, but
 * past its last valid day; `no-longer-approved` (void) wins over it.
 */
export const certificateVerificationSchema = z.object({
  outcome: z.enum(['approved', 'expired', 'no-longer-approved', 'not-confirmed']),
  message: z.string(),
  certificate: z
    .object({
      insurerName: z.string(),
      erefNo: z.string(),
      statusCode: z.enum(STATUS_CODES),
      decisionDate: z.string(),
      validUntil: z.string(),
      approvedTotal: z.string(),
      lines: z.array(
        z.object({
          fee: z.enum(DECISION_FEES),
          /** The surgery line or other fee (0-based); null for a fee that comes once. */
          index: z.number().int().nullable(),
          approvedAmount: z.string(),
        }),
      ),
    })
    .nullable(),
});
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;

/** Whether a typed code could be one: only the alphabet's characters, at the right length. */
export const isVerificationCodeShape = (code: string) =>
  code.length === codeLength && [...code].every((c) => codeAlphabet.includes(c));
