import type { Submission } from './submission';

/** One set of fees: the doctor's as submitted, or the office's. */
export interface FeeSet {
  doctorAttendancefee: string | null;
  totalHospitalcharges: string | null;
  totalBill: string | null;
  surgeryDetails: { id: string; surgeonfee: string; anaesthetistfee: string | null }[];
  otherFees: { feesCode: string; feesDescription: string | null; feesAmount: string }[];
}

const otherFeesBy = (submission: Submission, by: 'doctor' | 'business-office') =>
  submission.otherFees
    .filter((fee) => fee.enteredBy === by)
    .map((fee) => ({
      feesCode: fee.code,
      feesDescription: fee.description,
      feesAmount: fee.amount.submitted!,
    }));

/**
 * The fees of the submission, the doctor's as submitted and the business office's beside them
 * (null until the office has submitted), with the surgery lines (their ids, procedures,
 * justifications and the agreed prices they were capped against) and the diagnoses' ICD-10
 * descriptions, in the wire names of the office's form, the LIA form and the case view.
 */
export function feeRevisionOf(submission: Submission) {
  const { surgeries } = submission;
  const doctor: FeeSet = {
    doctorAttendancefee: submission.attendanceFee.submitted,
    totalHospitalcharges: submission.hospitalCharges.submitted,
    totalBill: submission.totalBill.submitted,
    surgeryDetails: surgeries.map((line) => ({
      id: line.id,
      surgeonfee: line.surgeonFee.submitted!,
      anaesthetistfee: line.anaesthetistFee.submitted,
    })),
    otherFees: otherFeesBy(submission, 'doctor'),
  };
  const revisedBy = submission.feesRevisedBy;
  const office: (FeeSet & { updatedAt: Date | null }) | null =
    revisedBy?.role === 'business-office'
      ? {
          updatedAt: revisedBy.at,
          doctorAttendancefee: submission.attendanceFee.updated,
          totalHospitalcharges: submission.hospitalCharges.updated,
          totalBill: submission.totalBill.updated,
          surgeryDetails: surgeries.map((line) => ({
            id: line.id,
            surgeonfee: line.surgeonFee.updated ?? line.surgeonFee.submitted!,
            anaesthetistfee: line.anaesthetistFee.updated ?? line.anaesthetistFee.submitted,
          })),
          otherFees: otherFeesBy(submission, 'business-office'),
        }
      : null;
  return {
    detailId: submission.id,
    icdDescs: submission.diagnoses.map((row) => row.description),
    lines: surgeries.map((line) => ({
      id: line.id,
      tospCode: line.tospCode,
      tospDescription: line.description,
      surgeonfee: line.surgeonFee.submitted!,
      surgeonfeeJustification: line.surgeonFeeJustification,
      anaesthetistfee: line.anaesthetistFee.submitted,
      anaesthetistfeeJustification: line.anaesthetistFeeJustification,
      surgeryAgreedPrice: line.agreedSurgeonFee,
      anaestheticAgreedPrice: line.agreedAnaesthetistFee,
    })),
    doctor,
    office,
  };
}
export type FeeRevision = ReturnType<typeof feeRevisionOf>;
