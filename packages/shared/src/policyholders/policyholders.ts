import { z } from 'zod';
import { PAGE_SIZES, TEXT_LIMITS } from '../policy/limits';
import { withoutSalutation } from '../text/salutation';
import { singleLineText } from '../text/text';

/*
 * The policyholder's reads (specification 000 §3 and §7), in the specification's wire names.
 * `nric` is always masked (only the last 4 characters shown); `enc_nric` is an opaque reference
 * the server resolves back to the person (it is the record's id), so a full NRIC never reaches
 * the browser.
 */

/** `GET /api/policyholders/me`. */
export const policyholderInfoSchema = z.object({
  policyHolderId: z.string(),
  name: z.string(),
  nric: z.string(),
  enc_nric: z.string(),
  contactNo: z.string(),
  email: z.string(),
  insurerCode: z.string(),
});
export type PolicyholderInfo = z.infer<typeof policyholderInfoSchema>;

/** `GET /api/agents/clients/{policyHolderId}/patients`: one of the agent's clients. */
export const agentClientParamsSchema = z.object({ policyHolderId: z.uuid() });

/** `GET /api/policyholders/patients?getPolicyHoldersOnly=0|1`. */
export const policyholderPatientsQuerySchema = z.object({
  /** 1: only the policyholder's own (SELF) entry; 0 (default): every patient. */
  getPolicyHoldersOnly: z.enum(['0', '1']).default('0'),
});
export type PolicyholderPatientsQuery = z.input<typeof policyholderPatientsQuerySchema>;

export const financialConsultantSchema = z.object({
  fcName: z.string(),
  fcGender: z.string(),
  fcEmail: z.string(),
  fcContactno: z.string(),
});
export type FinancialConsultant = z.infer<typeof financialConsultantSchema>;

/** A rider, in the specification's shape: its number as `policyNo`, its name as `policyName`. */
export const policyRiderSchema = z.object({ policyNo: z.string(), policyName: z.string() });
export type PolicyRider = z.infer<typeof policyRiderSchema>;

export const patientPolicySchema = z.object({
  policyName: z.string(),
  policyNo: z.string(),
  riders: z.array(policyRiderSchema),
  fc: z.array(financialConsultantSchema),
});
export type PatientPolicy = z.infer<typeof patientPolicySchema>;

export const policyholderPatientSchema = z.object({
  name: z.string(),
  nric: z.string(),
  enc_nric: z.string(),
  dob: z.string(),
  email: z.string().nullable(),
  relationship: z.string(),
  foreigner: z.enum(['Y', 'N']),
  lifeAssuredClntNo: z.string(),
  /** An open request exists for the patient; such a patient cannot be chosen for a new one. */
  hasActiveRequest: z.boolean(),
  policies: z.array(patientPolicySchema),
});
export type PolicyholderPatient = z.infer<typeof policyholderPatientSchema>;

/** `GET /api/doctors?name=…&limit=10&insurerCode=…`. */
export const doctorQuerySchema = z.object({
  /**
   * Text to look for in the doctor's name or MCR number, without a typed salutation ("Dr Tan"
   * looks for "Tan"); empty lists the first doctors.
   */
  name: singleLineText()
    .max(TEXT_LIMITS.doctorOrClinicName)
    .default('')
    .transform(withoutSalutation),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(PAGE_SIZES.doctorSearch)
    .default(PAGE_SIZES.doctorSearch),
  insurerCode: singleLineText().min(1).max(50),
});
export type DoctorQuery = z.input<typeof doctorQuerySchema>;

export const doctorClinicSchema = z.object({
  clinicId: z.string(),
  clinicCode: z.string(),
  clinicName: z.string(),
  clinicAddress: z.string(),
  doctorclinicEmailaddress: z.string(),
});
export type DoctorClinic = z.infer<typeof doctorClinicSchema>;

export const doctorSchema = z.object({
  doctorId: z.string(),
  doctorName: z.string(),
  doctorMcrno: z.string(),
  clinics: z.array(doctorClinicSchema),
});
export type Doctor = z.infer<typeof doctorSchema>;
