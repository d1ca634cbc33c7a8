import { maskNric, requestPolicyOf, type RequestDetail } from '@preauth/shared';
import { clinicalDetailsOf } from '../aggregate/clinical-details';
import type { RequestAggregate } from '../aggregate/request-aggregate';
import { requestDecisionOf } from './request-decision.mapper';

/**
 * The request as the review screen reads it (000 §3), in its wire names; NRICs masked. The
 * expanded form adds the policyholder's contacts and the flags the amend form edits.
 */
export function requestDetailOf(request: RequestAggregate, expanded: boolean): RequestDetail {
  const { policyholder, patient, policy, doctor, clinic } = request;
  const details = request.submission && clinicalDetailsOf(request.submission);
  const detail: RequestDetail = {
    paId: request.id,
    erefNo: request.erefNo,
    insurerCode: request.insurer.code,
    insurerName: request.insurer.name,
    statusCode: request.status,
    createdOn: request.createdAt.toISOString(),
    createdBy: request.createdBy.name,
    creatorRole: request.createdBy.role,
    authCode: request.authCode,
    policyHolderName: policyholder.name,
    policyHolderNric: maskNric(policyholder.nric),
    patientName: patient.name,
    patientNric: maskNric(patient.nric),
    policyholderPatientRelationship: patient.relationship,
    policyName: policy.name,
    policyNumber: policy.number,
    policyRiderName: policy.rider.name,
    policyRiderNumber: policy.rider.number,
    doctor: { doctorId: doctor.id, doctorName: doctor.name, doctorMcrno: doctor.mcrNo },
    clinic: { clinicId: clinic.id, clinicName: clinic.name, clinicCode: clinic.code },
    clinicdoctorEmailaddress: doctor.email,
    resend_email_address: request.resentTo,
    epLetter: request.employmentPassLetter,
    cancelReason: request.reasons.cancel,
    amendReason: request.reasons.amend,
    urgency: request.urgency,
    decision: requestDecisionOf(request.decision, details),
    statuses: request.history.map((entry) => ({
      statusCode: entry.status,
      createdOn: entry.at.toISOString(),
    })),
    details,
    requestPolicy: requestPolicyOf(request.insurer.policy),
  };
  if (!expanded) return detail;
  return {
    ...detail,
    policyHolderEmailaddress: policyholder.email,
    policyHolderContactno: policyholder.phone,
    isPanelHospital: request.submission?.hospital.isPanel ?? false,
    fcNotifyFlag: request.consultantsNotified,
    requestStatus: request.status,
  };
}
