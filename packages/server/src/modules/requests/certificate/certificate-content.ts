import {
  PAGE_PATHS,
  displayIsoDate,
  displaySingaporeDay,
  displayVerificationCode,
  type RequestClinicalDetails,
  maskNric,
  statusLabel,
  withNumber,
} from '@preauth/shared';
import { clinicalDetailsOf } from '../aggregate/clinical-details';
import type { RequestAggregate } from '../aggregate/request-aggregate';
import { certificateAmounts } from './certificate-amounts';
import type { CertificateContent } from './certificate-pdf';

const NOT_GIVEN = '—';
const titleCase = (text: string) => text.charAt(0) + text.slice(1).toLowerCase();

/** The public verification page with the reference and code filled in (the QR code's content). */
const verificationUrl = (publicUrl: string, erefNo: string, code: string) =>
  `${publicUrl}${PAGE_PATHS.certificateVerification}?${new URLSearchParams({ ref: erefNo, code })}`;

/** When the request last became APP, from its history; null when the history lacks it. */
const lastApproved = (request: RequestAggregate) =>
  request.history.findLast((entry) => entry.status === 'APP')?.at ?? null;

/** The ward classes and lengths of stay approved: the submission's, as the approval took it. */
const wardsOf = (details: RequestClinicalDetails) =>
  details.wardTypes.map((w) => ({
    ward: w.wardtypeDesc ? `${w.wardtypeDesc} (${w.wardtypeCode})` : w.wardtypeCode,
    lengthOfStay: `${w.lengthStay} ${w.lengthStay === 1 ? 'day' : 'days'}`,
  }));

/**
 * What the certificate of an approved request prints, masked and formatted. The lifecycle
 * approves only what the doctor submitted, so an approved request has a submission.
 */
export function certificateContentOf(
  request: RequestAggregate,
  now: Date,
  publicUrl: string,
): CertificateContent {
  if (!request.submission) throw new Error(`Approved request ${request.id} has no submission`);
  const details = clinicalDetailsOf(request.submission);
  // An approval made before decisions were recorded (the demo's) prints the request's amounts.
  const approval = request.decision?.outcome === 'approve' ? request.decision : null;
  // An approved request's current status began with the decision.
  const decidedAt = request.decidedAt ?? lastApproved(request) ?? request.statusChangedAt;
  const { policyholder, patient, policy, doctor } = request;
  const rider = policy.rider.name ? withNumber(policy.rider.name, policy.rider.number) : 'None';
  return {
    insurerName: request.insurer.name,
    erefNo: request.erefNo,
    status: statusLabel(request.status),
    decisionDate: displaySingaporeDay(decidedAt),
    validUntil: approval?.validUntil ? displayIsoDate(approval.validUntil) : null,
    issuedOn: displaySingaporeDay(now),
    issuedAt: now,
    parties: [
      [
        ['Policyholder', policyholder.name],
        ['Policyholder NRIC/FIN', maskNric(policyholder.nric)],
        ['Policy', withNumber(policy.name, policy.number)],
      ],
      [
        ['Insured patient', patient.name],
        ['Patient NRIC/FIN', maskNric(patient.nric)],
        ['Rider', rider],
      ],
      [['Relationship to policyholder', titleCase(patient.relationship)]],
    ],
    treatment: [
      [
        ['Doctor', doctor.name],
        ['MCR No.', doctor.mcrNo ?? NOT_GIVEN],
        ['Clinic', request.clinic.name],
      ],
      [
        ['Hospital', details.hospitalName ?? details.hospitalCode],
        ['Admission date', displayIsoDate(details.admissionDate)],
        ['Day surgery', details.daysurgery ? 'Yes' : 'No'],
      ],
    ],
    diagnoses: details.diagnoses.map((d) => ({
      code: d.icdCode,
      description: d.icdDesc ?? NOT_GIVEN,
    })),
    wards: wardsOf(details),
    ...certificateAmounts(details, approval),
    conditions: approval?.conditions ?? null,
    verification: approval?.verificationCode
      ? {
          code: displayVerificationCode(approval.verificationCode),
          url: verificationUrl(publicUrl, request.erefNo, approval.verificationCode),
        }
      : null,
  };
}
