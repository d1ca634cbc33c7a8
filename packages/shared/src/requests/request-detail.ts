import { requestPolicySchema } from '../adjudication/insurer-policy';
import { z } from 'zod';
import { requestDecisionSchema } from '../adjudication/decisions';
import { urgencySchema } from '../adjudication/urgency';
import { STATUS_CODES } from './statuses';

const money = z.string().nullable();
const statusCode = z.enum(STATUS_CODES);

/** One entry of the status history (000 §3 `statuses`); `createdOn` is an ISO timestamp. */
export const statusHistoryEntrySchema = z.object({
  statusCode,
  createdOn: z.string(),
});
export type StatusHistoryEntry = z.infer<typeof statusHistoryEntrySchema>;

/**
 * The doctor's clinical and fee details, once submitted (document 001 §3), with the detail items
 * the review screen shows (000 §3). Amounts are decimal strings; where the business office or an
 * amendment updated a fee, the updated amount is the one given. Each code comes with its lookup's
 * description (null for a code the lookup lacks), in the lookups' wire names.
 */
export const requestClinicalDetailsSchema = z.object({
  hospitalCode: z.string(),
  hospitalName: z.string().nullable(),
  admissionDate: z.string(),
  admissionCode: z.string(),
  admissionDesc: z.string().nullable(),
  daysurgery: z.boolean(),
  hospitalisationReason: z.string().nullable(),
  diagnoses: z.array(
    z.object({
      icdCode: z.string(),
      icdDesc: z.string().nullable(),
      firstConsultDate: z.string(),
      diagnosisDate: z.string(),
    }),
  ),
  wardTypes: z.array(
    z.object({
      wardtypeCode: z.string(),
      wardtypeDesc: z.string().nullable(),
      lengthStay: z.number().int(),
    }),
  ),
  comorbidities: z.array(
    z.object({
      comorbidityCode: z.string(),
      /** For OTH (others), the doctor's own text. */
      comorbidityDesc: z.string().nullable(),
      comorbidityDate: z.string(),
      comorbidityOthers: z.string().nullable(),
      comorbidityDoctorClinic: z.string(),
      comorbidityClinicName: z.string(),
    }),
  ),
  surgeryDetails: z.array(
    z.object({
      tospCode: z.string(),
      tospDescription: z.string().nullable(),
      surgeonfee: money,
      surgeonfeeJustification: z.string().nullable(),
      anaesthetistfee: money,
      anaesthetistfeeJustification: z.string().nullable(),
    }),
  ),
  otherFees: z.array(
    z.object({ feesCode: z.string(), feesDescription: z.string().nullable(), feesAmount: money }),
  ),
  doctorAttendancefee: money,
  totalHospitalcharges: money,
  totalBill: money,
});
export type RequestClinicalDetails = z.infer<typeof requestClinicalDetailsSchema>;

/**
 * `GET /api/insurers/{insurerCode}/requests/{paId}?expanded=true` (000 §3 "Request detail").
 * NRICs are masked (last 4 characters). The fields after `details` come only when expanded.
 */
export const requestDetailSchema = z.object({
  paId: z.string(),
  erefNo: z.string(),
  insurerCode: z.string(),
  insurerName: z.string(),
  statusCode,
  createdOn: z.string(),
  createdBy: z.string(),
  creatorRole: z.string(),
  authCode: z.string().nullable(),
  policyHolderName: z.string(),
  policyHolderNric: z.string(),
  patientName: z.string(),
  patientNric: z.string(),
  policyholderPatientRelationship: z.string(),
  policyName: z.string(),
  policyNumber: z.string(),
  policyRiderName: z.string().nullable(),
  policyRiderNumber: z.string().nullable(),
  doctor: z.object({
    doctorId: z.string().nullable(),
    doctorName: z.string(),
    doctorMcrno: z.string().nullable(),
  }),
  clinic: z.object({
    clinicId: z.string().nullable(),
    clinicName: z.string(),
    clinicCode: z.string().nullable(),
  }),
  clinicdoctorEmailaddress: z.string(),
  resend_email_address: z.string().nullable(),
  epLetter: z.object({ uploadId: z.string(), fileName: z.string() }).nullable(),
  cancelReason: z.string().nullable(),
  amendReason: z.string().nullable(),
  /** Null unless the request was marked urgent; says so after the insurer's downgrade too. */
  urgency: urgencySchema.nullable(),
  /**
   * The insurer's latest decision (a rejection's coded reason and text, an amendment request's
   * "what must change", an approval's conditions); null until the insurer has decided.
   */
  decision: requestDecisionSchema.nullable(),
  /** Oldest first. */
  statuses: z.array(statusHistoryEntrySchema),
  /** Null until the doctor has submitted. */
  details: requestClinicalDetailsSchema.nullable(),
  /** The insurer's response window (the screens' "N calendar days") and fee caps. */
  requestPolicy: requestPolicySchema,

  policyHolderEmailaddress: z.string().optional(),
  policyHolderContactno: z.string().optional(),
  isPanelHospital: z.boolean().optional(),
  fcNotifyFlag: z.boolean().optional(),
  requestStatus: statusCode.optional(),
});
export type RequestDetail = z.infer<typeof requestDetailSchema>;

/** Where the doctor's emails go now: the address of the last resend, else the one of the request. */
export const currentDoctorEmail = (
  detail: Pick<RequestDetail, 'resend_email_address' | 'clinicdoctorEmailaddress'>,
) => detail.resend_email_address ?? detail.clinicdoctorEmailaddress;

export const requestDetailQuerySchema = z.object({
  expanded: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});
