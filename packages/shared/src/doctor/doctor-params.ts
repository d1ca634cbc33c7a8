import { requestPolicySchema } from '../adjudication/insurer-policy';
import { z } from 'zod';
import { documentKindSchema } from './doctor-documents';
import { notifiedPartiesSchema } from '../requests/notified-parties';
import { requestClinicalDetailsSchema } from '../requests/request-detail';
import { STATUS_CODES } from '../requests/statuses';
import { singleLineText } from '../text/text';

/**
 * The doctor session params (document 001 §3): what the doctor's screens show of the request and
 * prefill, for the link session's one request. NRICs are masked (last 4 characters), as on every
 * other screen. `details` is the latest submission with the updated fees where the business
 * office or the insurer changed them (the prefill of an amendment request, AME-REQ); null before
 * the doctor's first submission.
 */
export const doctorParamsSchema = z.object({
  paId: z.string(),
  insurerCode: z.string(),
  insurerName: z.string(),
  erefNo: z.string(),
  createdOn: z.string(),
  statusCode: z.enum(STATUS_CODES),
  policyHolderName: z.string(),
  policyHolderNric: z.string(),
  patientName: z.string(),
  patientNric: z.string(),
  policyName: z.string(),
  policyRiderName: z.string().nullable(),
  doctorEmail: z.string(),
  clinicName: z.string(),
  clinicCode: z.string().nullable(),
  clinicId: z.string().nullable(),
  doctorInfo: z.object({
    doctorMCRno: z.string().nullable(),
    doctorName: z.string(),
    doctorId: z.string().nullable(),
  }),
  doctorId: z.string().nullable(),
  mcrNo: z.string().nullable(),
  details: requestClinicalDetailsSchema.nullable(),
  /** The hospital of the latest submission is not a panel one; null before a submission. */
  isNonPanel: z.boolean().nullable(),
  /**
   * Why the request is back with the doctor (issue 24): the insurer's amendment request ("what
   * must change" and the kinds of document it asks for) while in Amendment Request (AME-REQ), or
   * the policyholder's amend reason while amended (AMEND); null otherwise.
   */
  amendment: z
    .object({
      changesRequired: z.string().nullable(),
      requiredDocumentKinds: z.array(documentKindSchema),
      policyholderReason: z.string().nullable(),
    })
    .nullable(),
  /** The insurer's response window and fee caps (the fee step checks the caps). */
  requestPolicy: requestPolicySchema,
});
export type DoctorParams = z.infer<typeof doctorParamsSchema>;

export const doctorRequestParamsSchema = z.object({ paId: z.uuid() });
export const doctorSubmitParamsSchema = z.object({
  insurerCode: singleLineText().min(1).max(50),
  paId: z.uuid(),
});

/** What the submit answers: where the request went, for the acknowledgement's wording. */
export const doctorSubmitResponseSchema = z.object({
  paId: z.string(),
  erefNo: z.string(),
  statusCode: z.enum(STATUS_CODES),
  isNonPanel: z.boolean(),
  notified: notifiedPartiesSchema,
});
export type DoctorSubmitResponse = z.infer<typeof doctorSubmitResponseSchema>;
