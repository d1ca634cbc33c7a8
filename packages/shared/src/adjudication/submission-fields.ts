/**
 * The names of a doctor's submission's fields as the case shows them, for its sections and for
 * what changed between two submissions or under the business office's hand (the case's history).
 * Numbered rows count from 1, as on screen.
 */
export const SUBMISSION_FIELD_LABELS = {
  hospital: 'Hospital',
  admissionDate: 'Admission date',
  admissionType: 'Admission type',
  daySurgery: 'Day surgery',
  hospitalisationReason: 'Reason for hospitalisation',
  onset: 'Onset of symptoms',
  symptoms: 'Description of symptoms',
  referred: 'Referred by another doctor',
  referringDoctor: 'Referring doctor',
  referralLetter: 'Referral letter',
  additionalInfo: 'Additional information',
  attendanceFee: 'Doctor attendance fee',
  hospitalCharges: 'Total hospital charges',
  totalBill: 'Total bill',
  ward: (n: number) => `Ward ${n}`,
  diagnosis: (n: number) => `Diagnosis ${n}`,
  comorbidity: (n: number) => `Comorbidity ${n}`,
  procedure: (n: number) => `Procedure ${n}`,
  surgeonFee: (n: number) => `Procedure ${n}: surgeon fee`,
  anaesthetistFee: (n: number) => `Procedure ${n}: anaesthetist fee`,
  otherFee: (fee: string) => `Other fee: ${fee}`,
} as const;
