import { displayVerificationCode, normaliseVerificationCode } from '@preauth/shared';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/layouts/page-heading';
import { VerificationForm, type VerificationValues } from '../components/verification-form';
import './certificate-verification.css';

const TITLE = 'Check a Pre-Authorisation Certificate';

/** The query the certificate's QR code fills in: `?ref=PA2026-000042&code=X892VQVVNA`. */
export const VERIFICATION_QUERY = { ref: 'ref', code: 'code' } as const;

/** The form's first values: the QR code's ref no and code (as printed), no date of birth. */
function initialValues(search: URLSearchParams): VerificationValues {
  const ref = search.get(VERIFICATION_QUERY.ref)?.trim() ?? '';
  const code = normaliseVerificationCode(search.get(VERIFICATION_QUERY.code) ?? '');
  return { erefNo: ref.toUpperCase(), code: displayVerificationCode(code), dateOfBirth: null };
}

/**
 * /verify-certificate (no login): anyone holding an approved certificate — a hospital's business
 * office, a clinic, the patient — checks that the insurer issued it and that the request is still
 * approved and valid. The answer shows no more than the insurer, the ref no, the status, the
 * decision date, the validity and the approved amounts per fee (no names, NRIC or diagnoses);
 * checks are rate-limited by the server.
 */
export function CertificateVerificationRoute() {
  const [search] = useSearchParams();
  const prefilled = search.has(VERIFICATION_QUERY.ref) && search.has(VERIFICATION_QUERY.code);
  return (
    <section className="certificate-verification">
      <PageHeading title={TITLE} />
      <p>
        {prefilled
          ? "The certificate's reference and verification code are filled in. Enter the patient's date of birth and choose Check."
          : "Enter the Pre-Authorisation Ref No and the verification code printed on the certificate, and the patient's date of birth."}{' '}
        We will tell you whether the insurer issued the certificate, whether it is still valid, and
        the amounts approved, so you can compare them with the certificate.
      </p>
      <VerificationForm initial={initialValues(search)} />
    </section>
  );
}
