import { displaySingaporeDateTime } from '../dates/iso-date';
import { REQUEST_TIMINGS } from '../policy/flow-limits';
import { FORM_LIMITS, TEXT_LIMITS } from '../policy/limits';
import { statusLabel, type StatusCode } from '../requests/statuses';

/** The doctor's steps (document 001 §2, §4), in order; a draft remembers the one it was on. */
export const DOCTOR_STEPS = [
  'request-details',
  'patient-diagnosis',
  'requested-fee',
  'review-submit',
  'declaration',
] as const;
export type DoctorStep = (typeof DOCTOR_STEPS)[number];

/** The limits of the doctor's form (document 001 §9), so the screen and the server agree. */
export const DOCTOR_LIMITS = {
  wardRowsMin: 1,
  wardRowsMax: FORM_LIMITS.wardRowsMax,
  /** Day surgery (admission type DY): exactly one ward row, its length of stay below 2. */
  dayWardRows: 1,
  dayLengthOfStayBelow: 2,
  lengthOfStayMax: FORM_LIMITS.lengthOfStayMax,
  diagnosesMin: FORM_LIMITS.diagnosesMin,
  diagnosesMax: FORM_LIMITS.diagnosesMax,
  /** Day surgery needs at least one surgery row; otherwise none is needed. */
  daySurgeryRowsMin: 1,
  /** Ours: the specification gives no upper bound on surgery or comorbidity rows. */
  surgeryRowsMax: FORM_LIMITS.repeatingGroupMax,
  comorbiditiesMax: FORM_LIMITS.repeatingGroupMax,
  otherFeesMax: FORM_LIMITS.otherFeesMax,
  hospitalisationReason: TEXT_LIMITS.hospitalisationReason,
  symptomDescription: TEXT_LIMITS.symptomDescription,
  referralDetails: TEXT_LIMITS.referralDetails,
  justification: TEXT_LIMITS.justification,
  doctorOrClinic: TEXT_LIMITS.doctorOrClinicName,
  /**
   * The default agreed-price caps in percent (the first surgery row, then every later one); each
   * insurer's policy holds its own (`InsurerPolicy.feeCaps`).
   */
  firstRowCapPercent: 100,
  laterRowCapPercent: 80,
} as const;

/** The admission type of day surgery, and the comorbidity code whose description is free text. */
export const DAY_SURGERY_ADMISSION = 'DY';
export const OTHER_COMORBIDITY = 'OTH';

/** What follows for a request the doctor (or the business office) has submitted, by where it is now. */
const AFTER_SUBMISSION: Partial<Record<StatusCode, string>> = {
  'PEN-AI':
    "The hospital's business office now checks the fees, then the request goes to the insurer. Nothing more is needed from you.",
  PRO: `The insurer now decides on it, usually within ${REQUEST_TIMINGS.decisionTurnaround}, and will notify you and the policyholder.`,
};
export const whatFollowsSubmission = (status: StatusCode) =>
  AFTER_SUBMISSION[status] ?? `It is now ${statusLabel(status)}. Nothing more is needed from you.`;

/** The doctor form's messages (document 001 §5) word for word, and ours where it gives none. */
export const DOCTOR_MESSAGES = {
  selectHospital: 'Please select a hospital.',
  enterDate: 'Please enter a date.',
  selectAdmissionType: 'Please select an admission type.',
  chooseWard: 'Please choose a ward.',
  mustBeNumber: 'It must be a number',
  positiveDays: 'Please enter a positive number of days',
  daySurgeryOneWard: 'Please indicate 1 for day surgery.',
  enterReason: 'Please enter the reason.',
  minOneDiagnosis: 'You have to add minimum one of diagnosis details',
  selectIcd: 'Please select a ICD',
  positiveDuration: 'It must be a positive number',
  enterSymptom: 'Please enter the description of symptom.',
  enterDetails: 'Please enter the details.',
  selectAdditionalInfo: 'You have to select one those options',
  minOneComorbidity: 'You have to add minimum one of comorbidities',
  enterAttendingDoctor: 'Please enter Attending Doctor',
  enterClinicName: 'Please enter the clinic name.',
  selectOne: 'Please select one.',
  positiveAmount: 'Please enter a positive number',
  /** The justification a fee over its agreed-price cap needs; `amount` is the cap, formatted. */
  feeOverCap: (amount: string) =>
    `The amount you have entered exceeds the agreed fee limit of ${amount}. Please provide your justification above.`,
  // Ours: the specification shows no wording for these.
  lengthOfStayMax: `The length of stay is at most ${DOCTOR_LIMITS.lengthOfStayMax} days.`,
  wholeDays: 'Please enter a whole number of days.',
  wardRowsMax: `Please add at most ${DOCTOR_LIMITS.wardRowsMax} wards.`,
  selectDaySurgery: 'Please say whether this is a day surgery.',
  diagnosesMax: `Please add at most ${DOCTOR_LIMITS.diagnosesMax} diagnoses.`,
  selectOnsetType: 'Please choose how the onset of symptoms is given.',
  selectReferral: 'Please say whether the patient came with a referral letter.',
  notApplicableAlone: 'Not Applicable cannot be chosen together with other options.',
  selectComorbiditiesInd: 'Please say whether the patient has co-morbidities.',
  selectComorbidity: 'Please select a co-morbidity.',
  enterOtherComorbidity: 'Please describe the co-morbidity.',
  comorbiditiesMax: `Please add at most ${DOCTOR_LIMITS.comorbiditiesMax} co-morbidities.`,
  daySurgeryNeedsSurgery: 'Please add at least one surgery for day surgery.',
  daySurgeryAdmission: 'A Day Surgery admission is a day surgery. Please choose Yes.',
  nothingRequested:
    'Please enter the fees requested: a surgery, the attendance fee, another fee or the hospital charges.',
  surgeryRowsMax: `Please add at most ${DOCTOR_LIMITS.surgeryRowsMax} surgeries.`,
  otherFeesMax: `Please add at most ${DOCTOR_LIMITS.otherFeesMax} other fees.`,
  feeTypeUsed: 'This fee type is already used.',
  forbiddenCharacters: 'Please do not use the characters ^ and \\.',
  acceptDeclaration: 'Please tick this box to agree to the declaration.',
  totalBillMismatch: 'The total bill does not match the fees entered. Please check the fees.',
  textTooLong: (max: number) => `This text is too long: at most ${max} characters.`,
  unknownCode: 'Please choose from the list.',
  draftStale:
    'This draft was saved in another window since you opened it. Please load the newer draft before saving again.',
  /** A logged-in doctor's save or submit after the response window ended (the sweep comes next). */
  windowEnded: (endedAt: Date) =>
    `The time to give the details for this request ended on ${displaySingaporeDateTime(endedAt)} (Singapore time).`,
  submissionRefused: 'Some details need your attention. Please check the highlighted fields.',
  /** A submit (or a draft's save) after the doctor's submission: when it was, what follows. */
  alreadySubmitted: (submittedAt: Date, status: StatusCode) =>
    `This request was already submitted on ${displaySingaporeDateTime(submittedAt)} ` +
    `(Singapore time). ${whatFollowsSubmission(status)}`,
} as const;

/**
 * The doctor acknowledgement's texts (001 §2 "Doctor acknowledgement"; the wording is ours),
 * here so the screen and the browser journeys read the same words.
 */
export const DOCTOR_ACKNOWLEDGEMENT = {
  title: 'Pre-Authorisation Request Submitted',
  /** A non-panel hospital's request: it goes straight to the insurer; no hospital is emailed. */
  submitted: (erefNo: string) =>
    `Your Pre-Authorisation Request form (Ref No. ${erefNo}) has been submitted to the insurer.`,
  /** A panel hospital's request: its business office is emailed a link to it; `panel` follows. */
  submittedToOffice: (erefNo: string) =>
    `Your Pre-Authorisation Request form (Ref No. ${erefNo}) has been submitted. A copy has been emailed to the hospital's business office.`,
  panel:
    "The request now goes to the hospital's business office for review, and is sent to the insurer once the office confirms.",
  processing:
    'The insurer will process the request and notify the doctor and the policyholder. Approval of the request does not guarantee final claim payment, which remains subject to the policy terms, exclusions, sub-limits, deductible, co-insurance and pro-ration.',
  downloadNote: 'Please download the LIA form before closing the window.',
  closeQuestion: 'Your request is submitted, are you sure you want to close this window?',
  closed: 'You can now close this browser tab.',
} as const;
