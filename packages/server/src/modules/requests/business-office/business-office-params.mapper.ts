import { maskNric, requestPolicyOf, type BusinessOfficeParams } from '@preauth/shared';
import { feeRevisionOf } from '../aggregate/fee-revision';
import type { RequestAggregate } from '../aggregate/request-aggregate';
import type { Submission } from '../aggregate/submission';

/**
 * The request as the business office's input screen reads it (001 §3): the doctor's fees as
 * submitted, with the surgery lines and the first three diagnoses, in the office's wire names.
 */
export function businessOfficeParamsOf(
  request: RequestAggregate,
  submission: Submission,
): BusinessOfficeParams {
  const { doctor, lines, icdDescs } = feeRevisionOf(submission);
  const icd = (n: number) => icdDescs[n] ?? null;
  return {
    paId: request.id,
    insurerCode: request.insurer.code,
    insurerName: request.insurer.name,
    erefNo: request.erefNo,
    statusCode: request.status,
    boEmail: submission.hospital.businessOfficeEmail ?? '',
    clinicName: request.clinic.name,
    hospitalName: submission.hospital.name,
    details: {
      paDetail: {
        padetailId: submission.id,
        paId: request.id,
        erefNo: request.erefNo,
        doctorAttendancefee: doctor.doctorAttendancefee,
        totalHospitalcharges: doctor.totalHospitalcharges,
        totalBill: doctor.totalBill,
        icdDesc1: icd(0),
        icdDesc2: icd(1),
        icdDesc3: icd(2),
        policyHolderName: request.policyholder.name,
        policyHolderNric: maskNric(request.policyholder.nric),
      },
      surgeryDetails: lines,
      otherFees: doctor.otherFees,
    },
    requestPolicy: requestPolicyOf(request.insurer.policy),
  };
}
