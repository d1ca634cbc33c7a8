import { z } from 'zod';
import { multilineText, singleLineText } from '../text/text';
import {
  ADDITIONAL_INFO_FLAGS,
  additionalInfoOf,
  type AdditionalInfoFlag,
} from './doctor-additional-info';
import { DOCUMENTS_MAX, type DocumentKind } from './doctor-documents';
import { ONSET_TYPES, type DoctorForm, type DoctorFormParsed } from './doctor-form';
import { OTHER_COMORBIDITY, DOCTOR_LIMITS as L } from './doctor-messages';

/*
 * The doctor's submission payload (document 001 §3), in its wire names. Its shape is checked
 * here; its rules are the form's: the server reads it back into the form (`formOfSubmission`)
 * and parses that with `doctorFormSchema`, so every refusal names the form field and carries the
 * message of §5.
 */

const text = singleLineText().max(1000).nullish();
const longText = multilineText().max(1000).nullish();
const amount = z.union([singleLineText().max(50), z.number()]).nullish();
const flag = z.boolean().default(false);

const DIAGNOSIS_NUMBERS = [1, 2, 3] as const;
type N = (typeof DIAGNOSIS_NUMBERS)[number];
type DiagnosisKeys =
  `diagnosis${N}IcdCode` | `diagnosis${N}Firstconsultdate` | `diagnosis${N}Diagnosisdate`;

const diagnosisFields = Object.fromEntries(
  DIAGNOSIS_NUMBERS.flatMap((n) => [
    [`diagnosis${n}IcdCode`, text],
    [`diagnosis${n}Firstconsultdate`, text],
    [`diagnosis${n}Diagnosisdate`, text],
  ]),
) as Record<DiagnosisKeys, typeof text>;

const additionalInfoFields = Object.fromEntries(
  ADDITIONAL_INFO_FLAGS.map((name) => [name, flag]),
) as Record<AdditionalInfoFlag, typeof flag>;

export const doctorSubmissionDetailsSchema = z.object({
  padetailId: z.null().optional(),
  paId: z.uuid(),
  clinicId: text,
  insurerCode: text,
  doctorId: text,
  hospitalCode: text,
  hospitalId: text,
  admissionDate: text,
  admissionCode: text,
  boEmailaddress: text,
  dischargeDate: z.null().optional(),
  causeofInjury: z.null().optional(),
  daysurgery: z.boolean().nullish(),
  hospitalisationReason: longText,
  ...diagnosisFields,
  onsetsymptomsType: z.enum(['Date', 'Duration']).nullish(),
  onsetsymptomsDate: text,
  /** A number and its unit: '3 Days', '2 Weeks'. */
  onsetsymptomsDuration: text,
  onsetsymptomsDesc: longText,
  paReferral: z.boolean().nullish(),
  referralDoctordetails: longText,
  referralLetter: text,
  comorbiditiesInd: z.boolean().nullish(),
  doctorAttendancefee: amount,
  totalHospitalcharges: amount,
  totalBill: amount,
  ...additionalInfoFields,
});

const clinicSchema = z.object({ clinicId: text, clinicCode: text, clinicName: text });

export const doctorSubmissionSchema = z.object({
  paId: z.uuid(),
  insurerCode: singleLineText().min(1).max(50),
  doctorId: text,
  clinicCode: text,
  clinicId: text,
  details: doctorSubmissionDetailsSchema,
  /** Sent empty (§3). */
  deleting: z.array(z.never()).max(0).default([]),
  doctor: z
    .object({ doctorId: text, doctorMcrno: text, clinics: z.array(clinicSchema).max(20) })
    .nullish(),
  clinic: clinicSchema.nullish(),
  wardTypes: z.array(z.object({ wardtypeCode: text, lengthStay: amount })).max(L.wardRowsMax + 1),
  otherFees: z.array(z.object({ feesCode: text, feesAmount: amount })).max(L.otherFeesMax + 1),
  surgeryDetails: z
    .array(
      z.object({
        tospCode: text,
        surgeonfee: amount,
        surgeonfeeJustification: longText,
        anaesthetistfee: amount,
        anaesthetistfeeJustification: longText,
      }),
    )
    .max(L.surgeryRowsMax + 1),
  comorbidities: z
    .array(
      z.object({
        comorbidityCode: text,
        /** The code's label, or for OTH the doctor's own text. */
        comorbidityDesc: longText,
        // Beyond §3's list: the form asks for them and the request keeps them.
        comorbidityDate: text,
        comorbidityDoctorClinic: longText,
        comorbidityClinicName: longText,
      }),
    )
    .max(L.comorbiditiesMax + 1),
  /** Ours: the declaration's tick (§5), which the server checks as the screen does. */
  termsAndConditions: z.boolean().nullish(),
  /** Ours (issue 24): the documents attached, each an upload of this request with its kind. */
  attachments: z
    .array(z.object({ uploadId: text, kind: singleLineText().max(50) }))
    .max(DOCUMENTS_MAX + 1)
    .default([]),
  /** Ours (issue 22): the doctor marks the request urgent; the form's rule needs a reason. */
  urgent: z.boolean().nullish(),
  urgentReason: text,
});
export type DoctorSubmission = z.input<typeof doctorSubmissionSchema>;
export type DoctorSubmissionParsed = z.output<typeof doctorSubmissionSchema>;

/** The request's doctor and clinic, as the session params give them. */
export interface SubmissionContext {
  paId: string;
  insurerCode: string;
  doctorId: string | null;
  mcrNo: string | null;
  clinicId: string | null;
  clinicCode: string | null;
  clinicName: string;
  /** The label of each comorbidity code chosen (from the lookup), for the rows' descriptions. */
  comorbidityLabels?: Record<string, string>;
}

const yesNo = (value: boolean | null | undefined) =>
  value === true ? 'true' : value === false ? 'false' : undefined;

/** The payload of a valid form (§3): flattened diagnoses, onset as Date or Duration, no labels. */
export function toDoctorSubmission(
  form: DoctorFormParsed,
  context: SubmissionContext,
): DoctorSubmission {
  const { paId, insurerCode, doctorId, clinicId, clinicCode, clinicName } = context;
  const clinic = { clinicId, clinicCode, clinicName };
  const diagnoses = Object.fromEntries(
    form.diagnosis.flatMap((row, i) => [
      [`diagnosis${i + 1}IcdCode`, row.icdCode],
      [`diagnosis${i + 1}Firstconsultdate`, row.firstConsultDate],
      [`diagnosis${i + 1}Diagnosisdate`, row.diagnosisDate],
    ]),
  );
  const byDate = form.onsetsymptomsType === 'Date';
  return {
    paId,
    insurerCode,
    doctorId,
    clinicCode,
    clinicId,
    details: {
      padetailId: null,
      paId,
      clinicId,
      insurerCode,
      doctorId,
      hospitalCode: form.hospitalCode,
      hospitalId: form.hospitalId,
      admissionDate: form.admissionDate,
      admissionCode: form.admissionType,
      boEmailaddress: form.boEmailaddress ?? null,
      dischargeDate: null,
      causeofInjury: null,
      daysurgery: form.daysurgery,
      hospitalisationReason: form.hospitalisationReason,
      ...diagnoses,
      onsetsymptomsType: byDate ? 'Date' : 'Duration',
      onsetsymptomsDate: byDate ? (form.onsetsymptomsDate ?? null) : null,
      onsetsymptomsDuration: byDate
        ? null
        : `${String(form.onsetsymptomsDuration)} ${form.onsetsymptomsType}`,
      onsetsymptomsDesc: form.onsetsymptomsDesc,
      paReferral: form.paReferral,
      referralDoctordetails: form.paReferral ? form.referralDoctordetails : null,
      referralLetter: form.referralLetter ?? null,
      comorbiditiesInd: form.comorbiditiesInd,
      doctorAttendancefee: form.doctorAttendancefee,
      totalHospitalcharges: form.totalHospitalcharges,
      totalBill: form.totalBill,
      ...form.additionalInfo,
    },
    deleting: [],
    doctor: { doctorId, doctorMcrno: context.mcrNo, clinics: [clinic] },
    clinic,
    wardTypes: form.wardTypes.map(({ wardtypeCode, lengthStay }) => ({ wardtypeCode, lengthStay })),
    otherFees: form.otherFees.map(({ feesCode, feesAmount }) => ({ feesCode, feesAmount })),
    surgeryDetails: form.surgeryDetails.map((row) => ({
      tospCode: row.tospCode,
      surgeonfee: row.surgeonfee,
      surgeonfeeJustification: row.surgeonfeeJustification,
      anaesthetistfee: row.anaesthetistfee,
      anaesthetistfeeJustification: row.anaesthetistfeeJustification,
    })),
    comorbidities: form.comorbidities.map((row) => ({
      comorbidityCode: row.comorbidityCode,
      comorbidityDesc:
        row.comorbidityCode === OTHER_COMORBIDITY
          ? row.comorbidityOthers
          : (context.comorbidityLabels?.[row.comorbidityCode] ?? null),
      comorbidityDate: row.comorbidityDate,
      comorbidityDoctorClinic: row.comorbidityDoctorClinic,
      comorbidityClinicName: row.comorbidityClinicName,
    })),
    attachments: form.attachments.map(({ uploadId, kind }) => ({ uploadId, kind })),
    termsAndConditions: form.termsAndConditions,
    urgent: form.urgent,
    urgentReason: form.urgent ? form.urgentReason : null,
  };
}

const ONSET_DURATION = new RegExp(`^(\\S+) (${ONSET_TYPES.slice(1).join('|')})$`);

/**
 * The form a payload stands for: what the server parses with `doctorFormSchema`. The agreed
 * prices are not in the payload: the server adds its own before parsing.
 */
export function formOfSubmission(payload: DoctorSubmissionParsed): DoctorForm {
  const d = payload.details;
  const duration = ONSET_DURATION.exec(d.onsetsymptomsDuration ?? '');
  const onsetType = d.onsetsymptomsType === 'Date' ? 'Date' : duration?.[2];
  const str = (value: string | number | null | undefined) =>
    value === null || value === undefined ? null : String(value);
  return {
    clinicCode: payload.clinicCode,
    clinicId: payload.clinicId,
    mcrNo: payload.doctor?.doctorMcrno,
    doctorId: payload.doctorId,
    hospitalCode: d.hospitalCode ?? '',
    hospitalId: d.hospitalId ?? '',
    boEmailaddress: d.boEmailaddress,
    admissionDate: d.admissionDate ?? null,
    admissionType: d.admissionCode ?? '',
    wardTypes: payload.wardTypes.map((row) => ({
      wardtypeCode: row.wardtypeCode ?? '',
      lengthStay: row.lengthStay,
    })),
    daysurgery: yesNo(d.daysurgery) as DoctorForm['daysurgery'],
    hospitalisationReason: d.hospitalisationReason,
    diagnosis: DIAGNOSIS_NUMBERS.filter(
      (n) =>
        d[`diagnosis${n}IcdCode`] ||
        d[`diagnosis${n}Firstconsultdate`] ||
        d[`diagnosis${n}Diagnosisdate`],
    ).map((n) => ({
      icdCode: d[`diagnosis${n}IcdCode`] ?? '',
      firstConsultDate: d[`diagnosis${n}Firstconsultdate`] ?? null,
      diagnosisDate: d[`diagnosis${n}Diagnosisdate`] ?? null,
    })),
    onsetsymptomsType: onsetType as DoctorForm['onsetsymptomsType'],
    onsetsymptomsDate: d.onsetsymptomsDate ?? null,
    onsetsymptomsDuration: duration?.[1] ?? null,
    onsetsymptomsDesc: d.onsetsymptomsDesc ?? '',
    paReferral: yesNo(d.paReferral) as DoctorForm['paReferral'],
    referralDoctordetails: d.referralDoctordetails,
    referralLetter: d.referralLetter,
    additionalInfo: additionalInfoOf(d),
    comorbiditiesInd: yesNo(d.comorbiditiesInd) as DoctorForm['comorbiditiesInd'],
    comorbidities: payload.comorbidities.map((row) => ({
      comorbidityCode: row.comorbidityCode ?? '',
      comorbidityDate: row.comorbidityDate ?? null,
      comorbidityOthers: row.comorbidityCode === OTHER_COMORBIDITY ? row.comorbidityDesc : null,
      comorbidityDoctorClinic: row.comorbidityDoctorClinic ?? '',
      comorbidityClinicName: row.comorbidityClinicName ?? '',
    })),
    surgeryDetails: payload.surgeryDetails.map((row, index) => ({
      tospCode: row.tospCode ?? '',
      surgeonfee: str(row.surgeonfee) ?? '',
      surgeonfeeJustification: row.surgeonfeeJustification,
      anaesthetistfee: str(row.anaesthetistfee),
      anaesthetistfeeJustification: row.anaesthetistfeeJustification,
      index,
    })),
    doctorAttendancefee: str(d.doctorAttendancefee),
    otherFees: payload.otherFees.map((row) => ({
      feesCode: row.feesCode ?? '',
      feesAmount: str(row.feesAmount) ?? '',
    })),
    totalHospitalcharges: str(d.totalHospitalcharges),
    totalBill: str(d.totalBill),
    attachments: payload.attachments.map((row) => ({
      uploadId: row.uploadId ?? '',
      kind: row.kind as DocumentKind,
      fileName: null,
    })),
    termsAndConditions: payload.termsAndConditions === true,
    urgent: payload.urgent === true,
    urgentReason: payload.urgentReason ?? null,
  };
}
