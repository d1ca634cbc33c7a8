import { z } from 'zod';
import { DATE_MESSAGES, optionalDateSchema } from '../dates/iso-date';
import { compareMoney } from '../money/money';
import type { FeeCaps } from '../adjudication/insurer-policy';
import { requireUrgentReason, urgencyMarkFields } from '../adjudication/urgency';
import { ADDITIONAL_INFO_FLAGS, additionalInfoSchema } from './doctor-additional-info';
import { documentAttachmentsSchema } from './doctor-documents';
import {
  chosen,
  date,
  echo,
  fee,
  freeText,
  lengthOfStay,
  numberOf,
  optionalFee,
  optionalFreeText,
  typedNumber,
  yesNo,
} from './doctor-form-fields';
import { exceedsCap, feeOverCapMessage, totalBill } from './doctor-fees';
import {
  DAY_SURGERY_ADMISSION,
  DOCTOR_LIMITS as L,
  DOCTOR_MESSAGES as M,
  OTHER_COMORBIDITY,
} from './doctor-messages';

/*
 * The doctor's form (document 001 §3 "Doctor form", §5): one schema per step, used by the step's
 * resolver on screen and, merged, by the submit route. Inputs are what the screen's fields hold
 * (text, 'true'/'false' radios); outputs are typed (amounts as decimal strings, days as numbers).
 */

const wardRowSchema = z.object({ wardtypeCode: chosen(M.chooseWard), lengthStay: lengthOfStay });

/** Step 1, request-details (hospitalisation), before its cross-field rules. */
const requestDetailsFields = {
  /** Prefilled from the request, read-only on screen; the server keeps its own. */
  clinicCode: echo(),
  clinicId: echo(),
  mcrNo: echo(),
  doctorId: echo(),
  doctorName: echo(),
  hospitalCode: chosen(M.selectHospital),
  hospitalId: chosen(M.selectHospital),
  /** From the hospital lookup; the server takes the hospital's own address. */
  boEmailaddress: echo(),
  admissionDate: date(),
  admissionType: chosen(M.selectAdmissionType),
  wardTypes: z
    .array(wardRowSchema)
    .min(L.wardRowsMin, M.chooseWard)
    .max(L.wardRowsMax, M.wardRowsMax),
  daysurgery: yesNo(M.selectDaySurgery),
  hospitalisationReason: optionalFreeText(L.hospitalisationReason),
};

type Ctx = z.RefinementCtx;
type RequestDetails = z.output<z.ZodObject<typeof requestDetailsFields>>;

/**
 * A rule across fields: `check` runs once the fields it `reads` hold usable values, whatever the
 * rest of the form holds, so its message shows with the other fields' messages, not after them.
 */
type CrossRule<Form> = {
  reads: readonly (keyof Form & string)[];
  check: (form: Form, ctx: Ctx) => void;
};

function withRules<S extends z.ZodObject>(schema: S, rules: readonly CrossRule<z.output<S>>[]): S {
  return rules.reduce(
    (checked, { reads, check }) =>
      checked.superRefine(check, {
        // As zod's own default, but only for the fields read: an issue that stops the parsing
        // of one of them (not one that lets it go on, like a row's empty text) skips the rule.
        when: ({ issues }) =>
          !issues.some(
            (issue) => issue.continue !== true && reads.includes(String(issue.path?.[0])),
          ),
      }),
    schema,
  );
}

/**
 * Day surgery (DY) has exactly one ward row, under 2 days, and is a day surgery ("Day surgery: Yes");
 * a day surgery states its reason.
 */
const requestDetailsRules: CrossRule<RequestDetails>[] = [
  {
    reads: ['admissionType', 'wardTypes'],
    check: (form, ctx) => {
      if (form.admissionType !== DAY_SURGERY_ADMISSION) return;
      if (form.wardTypes.length !== L.dayWardRows) {
        ctx.addIssue({ code: 'custom', path: ['wardTypes'], message: M.daySurgeryOneWard });
      }
      form.wardTypes.forEach((row, i) => {
        if (row.lengthStay >= L.dayLengthOfStayBelow) {
          const path = ['wardTypes', i, 'lengthStay'];
          ctx.addIssue({ code: 'custom', path, message: M.daySurgeryOneWard });
        }
      });
    },
  },
  {
    reads: ['admissionType', 'daysurgery'],
    check: (form, ctx) => {
      if (form.admissionType === DAY_SURGERY_ADMISSION && !form.daysurgery) {
        ctx.addIssue({ code: 'custom', path: ['daysurgery'], message: M.daySurgeryAdmission });
      }
    },
  },
  {
    reads: ['daysurgery', 'hospitalisationReason'],
    check: (form, ctx) => {
      if (form.daysurgery && !form.hospitalisationReason) {
        ctx.addIssue({ code: 'custom', path: ['hospitalisationReason'], message: M.enterReason });
      }
    },
  },
];

/** How the onset of symptoms is given on screen (§9): a date, or a duration in days or weeks. */
export const ONSET_TYPES = ['Date', 'Days', 'Weeks'] as const;
export type OnsetType = (typeof ONSET_TYPES)[number];

const comorbidityRowSchema = z.object({
  comorbidityCode: chosen(M.selectComorbidity),
  comorbidityDate: date(),
  /** The description when the code is OTH (others). */
  comorbidityOthers: optionalFreeText(L.doctorOrClinic),
  comorbidityDoctorClinic: freeText(L.doctorOrClinic, M.enterAttendingDoctor),
  comorbidityClinicName: freeText(L.doctorOrClinic, M.enterClinicName),
});

const diagnosisRowSchema = z.object({
  icdCode: chosen(M.selectIcd),
  firstConsultDate: date(),
  diagnosisDate: date(),
});

/** Step 2, patient-diagnosis, before its cross-field rules. */
const patientDiagnosisFields = {
  diagnosis: z
    .array(diagnosisRowSchema)
    .min(L.diagnosesMin, M.minOneDiagnosis)
    .max(L.diagnosesMax, M.diagnosesMax),
  onsetsymptomsType: z.enum(ONSET_TYPES, { error: M.selectOnsetType }),
  onsetsymptomsDate: optionalDateSchema(DATE_MESSAGES.invalid).optional(),
  onsetsymptomsDuration: typedNumber.transform(numberOf),
  onsetsymptomsDesc: freeText(L.symptomDescription, M.enterSymptom),
  paReferral: yesNo(M.selectReferral),
  referralDoctordetails: optionalFreeText(L.referralDetails),
  /** The referral letter's upload id, and its file name for the screen. */
  referralLetter: z.uuid().nullish(),
  referralLetterName: echo(),
  /** Ours (issue 24): further documents, each with its kind. */
  attachments: documentAttachmentsSchema,
  additionalInfo: additionalInfoSchema,
  comorbiditiesInd: yesNo(M.selectComorbiditiesInd),
  comorbidities: z.array(comorbidityRowSchema).max(L.comorbiditiesMax, M.comorbiditiesMax),
};
type PatientDiagnosis = z.output<z.ZodObject<typeof patientDiagnosisFields>>;

const issueAt = (ctx: Ctx, path: (string | number)[], message: string) =>
  ctx.addIssue({ code: 'custom', path, message });

/** Onset by date or duration, the referral's details, the additional information, co-morbidities. */
const patientDiagnosisRules: CrossRule<PatientDiagnosis>[] = [
  {
    reads: ['onsetsymptomsType', 'onsetsymptomsDate', 'onsetsymptomsDuration'],
    check: (form, ctx) => {
      if (form.onsetsymptomsType === 'Date' && !form.onsetsymptomsDate) {
        issueAt(ctx, ['onsetsymptomsDate'], M.enterDate);
      }
      if (form.onsetsymptomsType !== 'Date') {
        const duration = form.onsetsymptomsDuration;
        if (duration === null || duration <= 0) {
          issueAt(ctx, ['onsetsymptomsDuration'], M.positiveDuration);
        }
      }
    },
  },
  {
    reads: ['paReferral', 'referralDoctordetails'],
    check: (form, ctx) => {
      if (form.paReferral && !form.referralDoctordetails) {
        issueAt(ctx, ['referralDoctordetails'], M.enterDetails);
      }
    },
  },
  {
    reads: ['additionalInfo'],
    check: (form, ctx) => {
      const chosenFlags = ADDITIONAL_INFO_FLAGS.filter((flag) => form.additionalInfo[flag]);
      if (chosenFlags.length === 0) issueAt(ctx, ['additionalInfo'], M.selectAdditionalInfo);
      if (form.additionalInfo.naForAddlinfo && chosenFlags.length > 1) {
        issueAt(ctx, ['additionalInfo', 'naForAddlinfo'], M.notApplicableAlone);
      }
    },
  },
  {
    reads: ['comorbiditiesInd', 'comorbidities'],
    check: (form, ctx) => {
      if (!form.comorbiditiesInd) return;
      if (form.comorbidities.length === 0) issueAt(ctx, ['comorbidities'], M.minOneComorbidity);
      form.comorbidities.forEach((row, i) => {
        if (row.comorbidityCode === OTHER_COMORBIDITY && !row.comorbidityOthers) {
          issueAt(ctx, ['comorbidities', i, 'comorbidityOthers'], M.enterOtherComorbidity);
        }
      });
    },
  },
];

const surgeryRowSchema = z.object({
  tospCode: chosen(M.selectOne),
  /** The procedure's label and agreed prices, from the TOSP lookup: the server uses its own. */
  tospDescription: echo(),
  surgeonfee: fee,
  surgeonfeeJustification: optionalFreeText(L.justification),
  anaesthetistfee: optionalFee,
  anaesthetistfeeJustification: optionalFreeText(L.justification),
  surgeryAgreedPrice: echo(),
  anaestheticAgreedPrice: echo(),
  index: z.number().int().nullish(),
});

/** Step 3, requested-fee, before its cross-field rules. */
const requestedFeeFields = {
  surgeryDetails: z.array(surgeryRowSchema).max(L.surgeryRowsMax, M.surgeryRowsMax),
  doctorAttendancefee: optionalFee,
  otherFees: z
    .array(z.object({ feesCode: chosen(M.selectOne), feesAmount: fee }))
    .max(L.otherFeesMax, M.otherFeesMax),
  totalHospitalcharges: optionalFee,
  /** Shown live on screen; the server computes its own. */
  totalBill: echo(),
};
type RequestedFee = z.output<z.ZodObject<typeof requestedFeeFields>>;

/**
 * Something is requested (a total above S$ 0.00); a fee over its agreed-price cap (the insurer's
 * `caps`) needs its justification; a fee type is used once.
 */
const requestedFeeRules = (caps: FeeCaps): CrossRule<RequestedFee>[] => [
  {
    reads: ['surgeryDetails', 'doctorAttendancefee', 'otherFees', 'totalHospitalcharges'],
    check: (form, ctx) => {
      if (compareMoney(totalBill(form), '0') === 0) {
        issueAt(ctx, ['surgeryDetails'], M.nothingRequested);
      }
    },
  },
  {
    reads: ['surgeryDetails'],
    check: (form, ctx) =>
      form.surgeryDetails.forEach((row, i) => {
        const capped = [
          [row.surgeonfee, row.surgeryAgreedPrice, row.surgeonfeeJustification, 'surgeonfee'],
          [
            row.anaesthetistfee,
            row.anaestheticAgreedPrice,
            row.anaesthetistfeeJustification,
            'anaesthetistfee',
          ],
        ] as const;
        for (const [amount, agreedPrice, justification, field] of capped) {
          if (exceedsCap(amount, agreedPrice, i, caps) && !justification) {
            const path = ['surgeryDetails', i, `${field}Justification`];
            issueAt(ctx, path, feeOverCapMessage(agreedPrice, i, caps));
          }
        }
      }),
  },
  {
    reads: ['otherFees'],
    check: (form, ctx) => {
      const seen = new Set<string>();
      form.otherFees.forEach((row, i) => {
        if (seen.has(row.feesCode)) issueAt(ctx, ['otherFees', i, 'feesCode'], M.feeTypeUsed);
        seen.add(row.feesCode);
      });
    },
  },
];

const declarationFields = {
  termsAndConditions: z
    .boolean({ error: M.acceptDeclaration })
    .refine((ticked) => ticked, { error: M.acceptDeclaration }),
  /** Ours (issue 22): the doctor marks a standard request urgent, saying why. */
  ...urgencyMarkFields,
};

/** An urgent request says why (the shared rule of every urgent mark). */
const declarationRules: CrossRule<z.output<z.ZodObject<typeof declarationFields>>>[] = [
  { reads: ['urgent', 'urgentReason'], check: requireUrgentReason },
];

export const requestDetailsStepSchema = withRules(
  z.object(requestDetailsFields),
  requestDetailsRules,
);
export const patientDiagnosisStepSchema = withRules(
  z.object(patientDiagnosisFields),
  patientDiagnosisRules,
);
/** Step 3 under the request's insurer's fee caps. */
export const requestedFeeStepSchema = (caps: FeeCaps) =>
  withRules(z.object(requestedFeeFields), requestedFeeRules(caps));
export const declarationStepSchema = withRules(z.object(declarationFields), declarationRules);

/**
 * Each step's schema, by step, under the request's insurer's fee caps; the review step has no
 * fields of its own.
 */
export const doctorStepSchemas = (caps: FeeCaps) =>
  ({
    'request-details': requestDetailsStepSchema,
    'patient-diagnosis': patientDiagnosisStepSchema,
    'requested-fee': requestedFeeStepSchema(caps),
    declaration: declarationStepSchema,
  }) as const;

/**
 * The whole form under the request's insurer's fee caps: the steps merged, with their rules and
 * the one rule across steps (day surgery needs a surgery row). Co-morbidity rows count only when
 * the patient has co-morbidities.
 */
export const doctorFormSchema = (caps: FeeCaps) =>
  withRules(
    z.object({
      ...requestDetailsFields,
      ...patientDiagnosisFields,
      ...requestedFeeFields,
      ...declarationFields,
    }),
    [
      ...requestDetailsRules,
      ...patientDiagnosisRules,
      ...requestedFeeRules(caps),
      ...declarationRules,
      {
        reads: ['admissionType', 'surgeryDetails'],
        check: (form, ctx) => {
          const daySurgery = form.admissionType === DAY_SURGERY_ADMISSION;
          if (daySurgery && form.surgeryDetails.length < L.daySurgeryRowsMin) {
            issueAt(ctx, ['surgeryDetails'], M.daySurgeryNeedsSurgery);
          }
        },
      },
    ],
  ).transform((form) => ({
    ...form,
    comorbidities: form.comorbiditiesInd ? form.comorbidities : [],
    totalBill: totalBill(form),
  }));
export type DoctorForm = z.input<ReturnType<typeof doctorFormSchema>>;
export type DoctorFormParsed = z.output<ReturnType<typeof doctorFormSchema>>;
