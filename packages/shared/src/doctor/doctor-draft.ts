import { z } from 'zod';
import { ADDITIONAL_INFO_FLAGS, type DoctorForm } from './doctor-form';
import { DOCTOR_LIMITS as L, DOCTOR_STEPS } from './doctor-messages';

/*
 * A draft (document 001 §3 "Draft"): the form as it stands, half-filled and not yet valid, plus
 * the step it was saved on. Checked for shape and size only; the steps' rules apply on submit.
 */

/** Whatever a field may hold while being typed: text, a number, a tick, or nothing. */
const held = z.union([z.string().max(1000), z.number(), z.boolean(), z.null()]).optional();
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
  insurerCode: z.string().min(1).max(50),
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
