import type { RequestClinicalDetails } from '@preauth/shared';
import type { FeeAuthor, RevisedAmount, Submission } from './submission';

/** The comorbidity code whose description is the doctor's free text (document 001 §3). */
const OTHERS_CODE = 'OTH';

/** The business office's or an amendment's amount where there is one, else the doctor's. */
export const latestAmount = (amount: RevisedAmount) => amount.updated ?? amount.submitted;

/**
 * The other fees that count: once the business office has answered, its list replaces the
 * doctor's (both are kept); each at its latest amount.
 */
export const countedOtherFees = <Fee extends { enteredBy: FeeAuthor }>(
  submission: Pick<Submission, 'feesRevisedBy'> & { otherFees: Fee[] },
) => {
  const by = submission.feesRevisedBy?.role === 'business-office' ? 'business-office' : 'doctor';
  return submission.otherFees.filter((fee) => fee.enteredBy === by);
};

/**
 * The submission in the wire names of the clinical details (the review, the doctor's view, the
 * certificate, the case view): every fee at its latest amount, each code with its description.
 */
export function clinicalDetailsOf(submission: Submission): RequestClinicalDetails {
  const { hospital, admission } = submission;
  return {
    hospitalCode: hospital.code,
    hospitalName: hospital.name,
    admissionDate: admission.date,
    admissionCode: admission.code,
    admissionDesc: admission.description,
    daysurgery: submission.daySurgery,
    hospitalisationReason: submission.hospitalisationReason,
    diagnoses: submission.diagnoses.map((row) => ({
      icdCode: row.icdCode,
      icdDesc: row.description,
      firstConsultDate: row.firstConsultDate,
      diagnosisDate: row.diagnosisDate,
    })),
    wardTypes: submission.wards.map((row) => ({
      wardtypeCode: row.code,
      wardtypeDesc: row.description,
      lengthStay: row.lengthOfStay,
    })),
    // The row keeps the doctor's free text for OTH (else a copy of the code's label).
    comorbidities: submission.comorbidities.map((row) => {
      const others = row.code === OTHERS_CODE ? row.doctorText : null;
      return {
        comorbidityCode: row.code,
        comorbidityDesc: others ?? row.typeDescription,
        comorbidityDate: row.since,
        comorbidityOthers: others,
        comorbidityDoctorClinic: row.doctor,
        comorbidityClinicName: row.clinic,
      };
    }),
    surgeryDetails: submission.surgeries.map((row) => ({
      tospCode: row.tospCode,
      tospDescription: row.description,
      surgeonfee: latestAmount(row.surgeonFee),
      surgeonfeeJustification: row.surgeonFeeJustification,
      anaesthetistfee: latestAmount(row.anaesthetistFee),
      anaesthetistfeeJustification: row.anaesthetistFeeJustification,
    })),
    otherFees: countedOtherFees(submission).map((fee) => ({
      feesCode: fee.code,
      feesDescription: fee.description,
      feesAmount: latestAmount(fee.amount),
    })),
    doctorAttendancefee: latestAmount(submission.attendanceFee),
    totalHospitalcharges: latestAmount(submission.hospitalCharges),
    totalBill: latestAmount(submission.totalBill),
  };
}

/** Everything the doctor submitted last, in the wire names (the LIA form, the case view). */
export const submittedFormOf = (submission: Submission) => ({
  ...clinicalDetailsOf(submission),
  onsetsymptomsType: submission.onset.kind,
  onsetsymptomsDate: submission.onset.date,
  onsetsymptomsDuration: submission.onset.duration,
  onsetsymptomsDesc: submission.onset.description,
  paReferral: submission.referral.referred,
  referralDoctordetails: submission.referral.doctorDetails,
  referralLetterName: submission.referral.letterName,
  comorbiditiesInd: submission.hasComorbidities,
  ...submission.additionalInfo,
  submittedAt: submission.submittedAt,
});

/** The doctor's latest submission, whole, in the wire names (`submittedFormOf`). */
export type SubmittedForm = ReturnType<typeof submittedFormOf>;
