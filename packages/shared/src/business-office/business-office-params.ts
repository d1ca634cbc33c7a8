import { requestPolicySchema } from '../adjudication/insurer-policy';
import { z } from 'zod';
import { notifiedPartiesSchema } from '../requests/notified-parties';
import { STATUS_CODES } from '../requests/statuses';
import { singleLineText } from '../text/text';

/*
 * The business office's data (document 001 §3 "Business-office data"): what its input screen
 * shows of the request and prefills, for the link session's one request. The fees are the
 * doctor's as submitted; NRICs are masked (last 4 characters), as on every other screen.
 */

export const businessOfficeSurgeryLineSchema = z.object({
  /** The line the office's fees are for (its submission sends it back). */
  id: z.string(),
  tospCode: z.string(),
  tospDescription: z.string().nullable(),
  surgeonfee: z.string(),
  surgeonfeeJustification: z.string().nullable(),
  anaesthetistfee: z.string().nullable(),
  anaesthetistfeeJustification: z.string().nullable(),
});

export const businessOfficeParamsSchema = z.object({
  paId: z.string(),
  insurerCode: z.string(),
  insurerName: z.string(),
  erefNo: z.string(),
  statusCode: z.enum(STATUS_CODES),
  /** The office's address, the link's recipient (where its PIN went). */
  boEmail: z.string(),
  /** The service provider: the doctor's clinic. */
  clinicName: z.string(),
  /** The hospital the doctor chose, whose business office this is. */
  hospitalName: z.string().nullable(),
  details: z.object({
    paDetail: z.object({
      padetailId: z.string(),
      paId: z.string(),
      erefNo: z.string(),
      doctorAttendancefee: z.string().nullable(),
      totalHospitalcharges: z.string().nullable(),
      /** The doctor's total bill. */
      totalBill: z.string().nullable(),
      /** The ICD-10 descriptions of up to three diagnoses; null where there is none. */
      icdDesc1: z.string().nullable(),
      icdDesc2: z.string().nullable(),
      icdDesc3: z.string().nullable(),
      policyHolderName: z.string(),
      policyHolderNric: z.string(),
    }),
    surgeryDetails: z.array(businessOfficeSurgeryLineSchema),
    otherFees: z.array(
      z.object({
        feesCode: z.string(),
        feesDescription: z.string().nullable(),
        feesAmount: z.string(),
      }),
    ),
  }),
  /** The insurer's response window and fee caps. */
  requestPolicy: requestPolicySchema,
});
export type BusinessOfficeParams = z.infer<typeof businessOfficeParamsSchema>;

export const businessOfficeRequestParamsSchema = z.object({ paId: z.uuid() });
export const businessOfficeSubmitParamsSchema = z.object({
  insurerCode: singleLineText().min(1).max(50),
  paId: z.uuid(),
});

/** What the submit answers: the request went to the insurer, with the total the server stored. */
export const businessOfficeSubmitResponseSchema = z.object({
  paId: z.string(),
  erefNo: z.string(),
  statusCode: z.enum(STATUS_CODES),
  updatedTotalBill: z.string(),
  notified: notifiedPartiesSchema,
});
export type BusinessOfficeSubmitResponse = z.infer<typeof businessOfficeSubmitResponseSchema>;
