import { currentDoctorEmail, maskNric, requestPolicyOf, type DoctorParams } from '@preauth/shared';
import { clinicalDetailsOf } from '../aggregate/clinical-details';
import type { RequestAggregate } from '../aggregate/request-aggregate';
import { amendmentAsked } from './amendment-asked';

/** The request as the doctor's screens show it (001 §3), in the doctor session's wire names. */
export function doctorParamsOf(request: RequestAggregate): DoctorParams {
  const { doctor, clinic, submission } = request;
  return {
    paId: request.id,
    insurerCode: request.insurer.code,
    insurerName: request.insurer.name,
    erefNo: request.erefNo,
    createdOn: request.createdAt.toISOString(),
    statusCode: request.status,
    policyHolderName: request.policyholder.name,
    policyHolderNric: maskNric(request.policyholder.nric),
    patientName: request.patient.name,
    patientNric: maskNric(request.patient.nric),
    policyName: request.policy.name,
    policyRiderName: request.policy.rider.name,
    doctorEmail: currentDoctorEmail({
      resend_email_address: request.resentTo,
      clinicdoctorEmailaddress: doctor.email,
    }),
    clinicName: clinic.name,
    clinicCode: clinic.code,
    clinicId: clinic.id,
    doctorInfo: { doctorMCRno: doctor.mcrNo, doctorName: doctor.name, doctorId: doctor.id },
    doctorId: doctor.id,
    mcrNo: doctor.mcrNo,
    details: submission && clinicalDetailsOf(submission),
    isNonPanel: submission ? !submission.hospital.isPanel : null,
    amendment: amendmentAsked(request.status, request.decision, request.reasons.amend),
    requestPolicy: requestPolicyOf(request.insurer.policy),
  };
}
