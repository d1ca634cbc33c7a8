import {
  type CertificateVerification,
  decisionFeeName,
  displayIsoDate,
  formatMoney,
  statusLabel,
} from '@preauth/shared';
import { DetailList } from '../../../components/ui/detail-list';
import './verification-result.css';

/** How each answer is headed, in words for anyone holding the certificate. */
export const RESULT_TITLES = {
  approved: 'Genuine and approved',
  expired: 'Genuine, but expired',
  'no-longer-approved': 'Genuine, but no longer approved',
  'not-confirmed': 'Not confirmed',
} as const satisfies Record<CertificateVerification['outcome'], string>;

const TONE = {
  approved: 'success',
  expired: 'warning',
  'no-longer-approved': 'warning',
  'not-confirmed': 'error',
} as const satisfies Record<CertificateVerification['outcome'], string>;

type Certificate = NonNullable<CertificateVerification['certificate']>;

/** The amounts approved per fee and the total, to compare with the printed certificate. */
function ApprovedAmountsTable({ certificate }: { certificate: Certificate }) {
  return (
    <table className="verification-amounts">
      <caption>Amounts approved</caption>
      <thead>
        <tr>
          <th scope="col">Fee</th>
          <th scope="col">Approved</th>
        </tr>
      </thead>
      <tbody>
        {certificate.lines.map((line) => (
          <tr key={`${line.fee}:${line.index ?? ''}`}>
            <th scope="row">{decisionFeeName(line)}</th>
            <td>{formatMoney(line.approvedAmount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Approved total</th>
          <td>{formatMoney(certificate.approvedTotal)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

/**
 * The check's answer: its heading and the server's sentence, and for a certificate the insurer
 * issued, no more than the API returns: insurer, ref no, status now, decision date, validity and
 * the approved amounts, to compare with the printed copy.
 */
export function VerificationResult({ result }: { result: CertificateVerification }) {
  const { outcome, message, certificate } = result;
  return (
    <div className={`verification-result alert alert--${TONE[outcome]}`}>
      <h2 className="verification-result__title">{RESULT_TITLES[outcome]}</h2>
      <p className="verification-result__message">{message}</p>
      {certificate && (
        <>
          <DetailList
            items={[
              { label: 'Insurer', value: certificate.insurerName },
              { label: 'Pre-Authorisation Ref No', value: certificate.erefNo },
              { label: 'Status of the request now', value: statusLabel(certificate.statusCode) },
              { label: 'Date of the decision', value: displayIsoDate(certificate.decisionDate) },
              {
                label: 'Valid',
                value: `${displayIsoDate(certificate.decisionDate)} to ${displayIsoDate(certificate.validUntil)}`,
              },
            ]}
          />
          <ApprovedAmountsTable certificate={certificate} />
        </>
      )}
    </div>
  );
}
