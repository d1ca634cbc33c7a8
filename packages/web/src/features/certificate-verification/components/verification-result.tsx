import { type CertificateVerification, displayIsoDate, statusLabel } from '@preauth/shared';
import { DetailList } from '../../../components/ui/detail-list';
import './verification-result.css';

/** How each answer is headed, in words for anyone holding the certificate. */
export const RESULT_TITLES = {
  approved: 'Genuine and approved',
  'no-longer-approved': 'Genuine, but no longer approved',
  'not-confirmed': 'Not confirmed',
} as const satisfies Record<CertificateVerification['outcome'], string>;

const TONE = {
  approved: 'success',
  'no-longer-approved': 'warning',
  'not-confirmed': 'error',
} as const satisfies Record<CertificateVerification['outcome'], string>;

/**
 * The check's answer: its heading and the server's sentence, and for a certificate the insurer
 * issued, no more than the API returns (insurer, ref no, status now, decision date).
 */
export function VerificationResult({ result }: { result: CertificateVerification }) {
  const { outcome, message, certificate } = result;
  return (
    <div className={`verification-result alert alert--${TONE[outcome]}`}>
      <h2 className="verification-result__title">{RESULT_TITLES[outcome]}</h2>
      <p className="verification-result__message">{message}</p>
      {certificate && (
        <DetailList
          items={[
            { label: 'Insurer', value: certificate.insurerName },
            { label: 'Pre-Authorisation Ref No', value: certificate.erefNo },
            { label: 'Status of the request now', value: statusLabel(certificate.statusCode) },
            { label: 'Date of the decision', value: displayIsoDate(certificate.decisionDate) },
          ]}
        />
      )}
    </div>
  );
}
