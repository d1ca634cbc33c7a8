import { z } from 'zod';
import type { RequestClinicalDetails } from '../requests/request-detail';
import { multilineText, singleLineText } from '../text/text';
import { ADDITIONAL_INFO_FLAGS } from './doctor-additional-info';
import { DOCUMENTS_MAX } from './doctor-documents';
import type { DoctorForm } from './doctor-form';
import { DOCTOR_LIMITS as L, DOCTOR_STEPS } from './doctor-messages';

/*
 * A draft (document 001 §3 "Draft"): the form as it stands, half-filled and not yet valid, plus
 * the step it was saved on. Checked for shape and size only; the steps' rules apply on submit.
 */

/**
 * Whatever a field may hold while being typed: text (without control characters, which
 * PostgreSQL's jsonb refuses as NUL and no field takes), a number, a tick, or nothing.
 */
const held = z.union([multilineText().max(1000), z.number(), z.boolean(), z.null()]).optional();
const rows = <S extends z.ZodRawShape>(shape: S, max: number) =>
  z.array(z.object(shape).partial()).max(max).optional();

const draftFormSchema = z
  .object({
    clinicCode: held,
    clinicId: held,
    mcrNo: held,
    doctorId: held,
    doctorName: held,
    hospitalCode: held,
    hospitalId: held,
    boEmailaddress: held,
    admissionDate: held,
    admissionType: held,
    wardTypes: rows({ wardtypeCode: held, lengthStay: held }, L.wardRowsMax),
    daysurgery: held,
    hospitalisationReason: held,
    diagnosis: rows({ icdCode: held, firstConsultDate: held, diagnosisDate: held }, L.diagnosesMax),
    onsetsymptomsType: held,
    onsetsymptomsDate: held,
    onsetsymptomsDuration: held,
    onsetsymptomsDesc: held,
    paReferral: held,
    referralDoctordetails: held,
    referralLetter: held,
    referralLetterName: held,
    attachments: rows({ uploadId: held, kind: held, fileName: held }, DOCUMENTS_MAX),
    additionalInfo: z
      .object(Object.fromEntries(ADDITIONAL_INFO_FLAGS.map((flag) => [flag, held])))
      .optional(),
    comorbiditiesInd: held,
    comorbidities: rows(
      {
        comorbidityCode: held,
        comorbidityDate: held,
        comorbidityOthers: held,
        comorbidityDoctorClinic: held,
        comorbidityClinicName: held,
      },
      L.comorbiditiesMax,
    ),
    surgeryDetails: rows(
      {
        tospCode: held,
        tospDescription: held,
        surgeonfee: held,
        surgeonfeeJustification: held,
        anaesthetistfee: held,
        anaesthetistfeeJustification: held,
        surgeryAgreedPrice: held,
        anaestheticAgreedPrice: held,
        index: held,
      },
      L.surgeryRowsMax,
    ),
    doctorAttendancefee: held,
    otherFees: rows({ feesCode: held, feesAmount: held }, L.otherFeesMax),
    totalHospitalcharges: held,
    totalBill: held,
    termsAndConditions: held,
    urgent: held,
    urgentReason: held,
  } satisfies Record<keyof DoctorForm, z.ZodType>)
  .strict();

/** The draft's JSON: the partial form and the step to reopen on. */
export const doctorDraftJsonSchema = draftFormSchema.extend({
  currentStep: z.enum(DOCTOR_STEPS),
});
export type DoctorDraftJson = z.infer<typeof doctorDraftJsonSchema>;

/**
 * `POST /api/doctor-input/draft`: the draft, and the version it was loaded as (0 when there was
 * none). A save from an older version than the stored one is refused (409), so a second tab
 * cannot overwrite newer work unseen.
 */
export const saveDoctorDraftBodySchema = z.object({
  paId: z.uuid(),
  insurerCode: singleLineText().min(1).max(50),
  draftJson: doctorDraftJsonSchema,
  version: z.number().int().nonnegative(),
});
export type SaveDoctorDraftBody = z.input<typeof saveDoctorDraftBodySchema>;

/** The stored draft (null draftJson and version 0 when none was saved). */
export const doctorDraftResponseSchema = z.object({
  draftJson: doctorDraftJsonSchema.nullable(),
  version: z.number().int().nonnegative(),
  updatedAt: z.string().nullable(),
});
export type DoctorDraftResponse = z.infer<typeof doctorDraftResponseSchema>;

/**
 * A draft with the fees of the request's latest submission laid over it: the prefill of an
 * amendment request (AME-REQ, 001 §3 "Updated fee fields are used"). `details` is the doctor
 * params' `details`, whose amounts are already the updated ones where the business office or the
 * insurer changed them. A surgery row keeps the agreed prices the draft had for the same procedure
 * at the same place.
 */
export function withUpdatedFees<D extends Partial<DoctorDraftJson>>(
  draft: D,
  details: Pick<
    RequestClinicalDetails,
    'surgeryDetails' | 'otherFees' | 'doctorAttendancefee' | 'totalHospitalcharges'
  >,
): D {
  return {
    ...draft,
    surgeryDetails: details.surgeryDetails.map((row, i) => {
      const before = draft.surgeryDetails?.[i];
      const same = before?.tospCode === row.tospCode;
      return {
        tospCode: row.tospCode,
        tospDescription: row.tospDescription,
        surgeonfee: row.surgeonfee,
        surgeonfeeJustification: row.surgeonfeeJustification,
        anaesthetistfee: row.anaesthetistfee,
        anaesthetistfeeJustification: row.anaesthetistfeeJustification,
        surgeryAgreedPrice: same ? before.surgeryAgreedPrice : null,
        anaestheticAgreedPrice: same ? before.anaestheticAgreedPrice : null,
        index: i,
      };
    }),
    otherFees: details.otherFees.map(({ feesCode, feesAmount }) => ({ feesCode, feesAmount })),
    doctorAttendancefee: details.doctorAttendancefee,
    totalHospitalcharges: details.totalHospitalcharges,
  };
}
