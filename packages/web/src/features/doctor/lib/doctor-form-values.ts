import {
  ADDITIONAL_INFO_FLAGS,
  type DoctorDraftJson,
  type DoctorParams,
  type DoctorStep,
  OTHER_COMORBIDITY,
  type RequestClinicalDetails,
  doctorDraftJsonSchema,
} from '@preauth/shared';

/**
 * The doctor's form as the screens hold it: every step's fields as typed (text, ISO dates,
 * 'true'/'false' radios), plus the autocompletes' shown texts in their `…label` companions.
 * Each step validates its part with its shared schema; the draft keeps it all but the labels.
 */
export type DoctorFormValues = Record<string, unknown>;

/** Empty rows the groups start with or add. */
export const emptyWardRow = () => ({ wardtypeCode: '', wardtypeCodelabel: '', lengthStay: '' });
export const emptyDiagnosisRow = () => ({
  icdCode: '',
  icdCodelabel: '',
  firstConsultDate: null,
  diagnosisDate: null,
});
export const emptyComorbidityRow = () => ({
  comorbidityCode: '',
  comorbidityCodelabel: '',
  comorbidityDate: null,
  comorbidityOthers: '',
  comorbidityDoctorClinic: '',
  comorbidityClinicName: '',
});
export const emptySurgeryRow = () => ({
  tospCode: '',
  tospCodelabel: '',
  tospDescription: null,
  surgeonfee: '',
  surgeonfeeJustification: '',
  anaesthetistfee: '',
  anaesthetistfeeJustification: '',
  surgeryAgreedPrice: null,
  anaestheticAgreedPrice: null,
});
export const emptyOtherFeeRow = () => ({ feesCode: '', feesCodelabel: '', feesAmount: '' });

/** A new form: one ward row and one diagnosis (their minimum), nothing ticked. */
const EMPTY_FORM: DoctorFormValues = {
  hospitalId: '',
  hospitalIdlabel: '',
  hospitalCode: '',
  boEmailaddress: null,
  admissionDate: null,
  admissionType: '',
  wardTypes: [emptyWardRow()],
  daysurgery: '',
  hospitalisationReason: '',
  diagnosis: [emptyDiagnosisRow()],
  onsetsymptomsType: '',
  onsetsymptomsDate: null,
  onsetsymptomsDuration: '',
  onsetsymptomsDesc: '',
  paReferral: '',
  referralDoctordetails: '',
  referralLetter: null,
  referralLetterName: null,
  attachments: [],
  additionalInfo: Object.fromEntries(ADDITIONAL_INFO_FLAGS.map((flag) => [flag, false])),
  comorbiditiesInd: '',
  comorbidities: [],
  surgeryDetails: [],
  doctorAttendancefee: '',
  otherFees: [],
  totalHospitalcharges: '',
  termsAndConditions: false,
};

/** The doctor and clinic of the request: read-only on screen, prefilled from the params. */
function prefilled(params: DoctorParams): DoctorFormValues {
  return {
    doctorName: params.doctorInfo.doctorName,
    doctorId: params.doctorId ?? params.doctorInfo.doctorId,
    mcrNo: params.mcrNo ?? params.doctorInfo.doctorMCRno,
    clinicCode: params.clinicCode,
    clinicId: params.clinicId,
  };
}

/**
 * The latest submission, with the amounts the business office or insurer updated (001 §3, §4:
 * an amendment request, AME-REQ, prefills the updated fees), for a request without a draft. The hospital and procedures are
 * looked up again as their fields open (their ids and today's agreed prices come with them); the
 * onset, referral and additional information are not in the submission's details, so the doctor
 * gives them again.
 */
function submittedValues(d: RequestClinicalDetails): DoctorFormValues {
  return {
    hospitalCode: d.hospitalCode,
    admissionDate: d.admissionDate,
    admissionType: d.admissionCode,
    daysurgery: String(d.daysurgery),
    hospitalisationReason: d.hospitalisationReason ?? '',
    wardTypes: d.wardTypes.map((row) => ({
      wardtypeCode: row.wardtypeCode,
      wardtypeCodelabel: row.wardtypeDesc ?? '',
      lengthStay: row.lengthStay,
    })),
    diagnosis: d.diagnoses.map((row) => ({
      icdCode: row.icdCode,
      icdCodelabel: row.icdDesc ? `${row.icdCode} ${row.icdDesc}` : '',
      firstConsultDate: row.firstConsultDate,
      diagnosisDate: row.diagnosisDate,
    })),
    ...(d.comorbidities.length > 0 && {
      comorbiditiesInd: 'true',
      comorbidities: d.comorbidities.map((row) => ({
        ...emptyComorbidityRow(),
        ...row,
        comorbidityCodelabel:
          row.comorbidityCode === OTHER_COMORBIDITY ? '' : (row.comorbidityDesc ?? ''),
        comorbidityOthers: row.comorbidityOthers ?? '',
      })),
    }),
    surgeryDetails: d.surgeryDetails.map((row) => ({
      ...emptySurgeryRow(),
      tospCode: row.tospCode,
      tospDescription: row.tospDescription,
      surgeonfee: row.surgeonfee ?? '',
      surgeonfeeJustification: row.surgeonfeeJustification ?? '',
      anaesthetistfee: row.anaesthetistfee ?? '',
      anaesthetistfeeJustification: row.anaesthetistfeeJustification ?? '',
    })),
    doctorAttendancefee: d.doctorAttendancefee ?? '',
    otherFees: d.otherFees.map((row) => ({
      feesCode: row.feesCode,
      feesCodelabel: row.feesDescription ?? '',
      feesAmount: row.feesAmount ?? '',
    })),
    totalHospitalcharges: d.totalHospitalcharges ?? '',
  };
}

/**
 * The form the screens open with, always with the request's doctor: the saved draft, else empty.
 * The server keeps the submitted form as the draft, and lays the fees that count over it when the
 * request comes back to the doctor (decision 076), so a draft opens as it is. An amendment request
 * (AME-REQ) without a draft opens on the latest submission, with its updated fees.
 */
export function openingValues(
  params: DoctorParams,
  draft: DoctorDraftJson | null,
): DoctorFormValues {
  const { details } = params;
  let opened: DoctorFormValues = {};
  if (draft) opened = draft;
  else if (params.statusCode === 'AME-REQ' && details !== null) opened = submittedValues(details);
  const values: DoctorFormValues = { ...EMPTY_FORM, ...opened, ...prefilled(params) };
  delete values.currentStep;
  return values;
}

/** Without the autocompletes' shown texts, which the draft does not keep (they are looked up again). */
function withoutLabels(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutLabels);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, v]) => !key.endsWith('label') && v !== undefined)
      .map(([key, v]) => [key, withoutLabels(v)]),
  );
}

const DRAFT_FIELDS = Object.keys(doctorDraftJsonSchema.shape);

/** The draft of the form, saved on `step`: the draft's own fields, without labels. */
export function toDraftJson(values: DoctorFormValues, step: DoctorStep): DoctorDraftJson {
  const kept = withoutLabels(values) as DoctorFormValues;
  const fields = Object.fromEntries(
    Object.entries(kept).filter(([key]) => DRAFT_FIELDS.includes(key)),
  );
  return { ...fields, currentStep: step } as DoctorDraftJson;
}
