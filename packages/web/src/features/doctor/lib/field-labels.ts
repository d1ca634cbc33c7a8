/**
 * The doctor's fields as the steps label them, so a problem found at the review or the declaration
 * says where it is ("Surgery 1, Surgeon fee"), not only what is wrong.
 */
const FIELD_LABELS: Record<string, string> = {
  hospitalCode: 'Hospital',
  hospitalId: 'Hospital',
  admissionDate: 'Admission date',
  admissionType: 'Admission type',
  wardTypes: 'Ward',
  wardtypeCode: 'Ward type',
  lengthStay: 'Length of stay (days)',
  daysurgery: 'Day surgery',
  hospitalisationReason: 'Reason for hospitalisation',
  diagnosis: 'Diagnosis',
  icdCode: 'ICD-10',
  firstConsultDate: 'First consultation date',
  diagnosisDate: 'Diagnosis date',
  onsetsymptomsType: 'Onset of symptoms',
  onsetsymptomsDate: 'Date of onset',
  onsetsymptomsDuration: 'Onset of symptoms',
  onsetsymptomsDesc: 'Description of symptoms',
  paReferral: 'Did the patient come with a referral letter?',
  referralDoctordetails: 'Referral doctor details',
  referralLetter: 'Referral letter',
  attachments: 'Document',
  kind: 'Kind of document',
  uploadId: 'File',
  additionalInfo: 'Additional information',
  comorbiditiesInd: 'Does the patient have co-morbidities?',
  comorbidities: 'Co-morbidity',
  comorbidityCode: 'Co-morbidity',
  comorbidityOthers: 'Other co-morbidity',
  comorbidityDate: 'Date',
  comorbidityDoctorClinic: 'Attending doctor',
  comorbidityClinicName: 'Clinic name',
  surgeryDetails: 'Surgery',
  tospCode: 'Surgical procedure (TOSP)',
  surgeonfee: 'Surgeon fee',
  surgeonfeeJustification: 'Surgeon fee justification',
  anaesthetistfee: 'Anaesthetist fee',
  anaesthetistfeeJustification: 'Anaesthetist fee justification',
  doctorAttendancefee: 'Total attendance fee',
  otherFees: 'Other fee',
  feesCode: 'Fee type',
  feesAmount: 'Amount',
  totalHospitalcharges: 'Total hospital charges',
  urgent: 'Urgent',
  urgentReason: 'Reason for urgency',
};

/** Where a problem is, from its path: `['surgeryDetails', 0, 'surgeonfee']` → "Surgery 1, Surgeon fee". */
export function fieldLabel(path: readonly PropertyKey[]): string {
  const parts: string[] = [];
  path.forEach((part, i) => {
    if (typeof part === 'number') {
      const group = parts.pop();
      parts.push(`${group ?? 'Row'} ${part + 1}`);
    } else if (typeof part === 'string' && !(i > 0 && path[i - 1] === 'additionalInfo')) {
      parts.push(FIELD_LABELS[part] ?? part);
    }
  });
  return parts.join(', ');
}
