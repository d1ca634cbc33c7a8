import { z } from 'zod';
import { totalBill } from '../doctor/doctor-fees';
import { exceedsMoneyMax, MONEY_TOO_LARGE, parseMoneyInput } from '../money/money';
import { multilineText, singleLineText } from '../text/text';
import type { BusinessOfficeParams } from './business-office-params';
import {
  BUSINESS_OFFICE_LIMITS as L,
  BUSINESS_OFFICE_MESSAGES as M,
} from './business-office-messages';

/*
 * The business office's submission (document 001 §3 "Business-office submission") in its wire
 * names, with the rules of §5 "Business-office fee form": one schema for the screen's resolver
 * and the route. Every object is strict: a field the office may not change (a status, a
 * diagnosis, an agreed price) is refused, not dropped. Amounts are typed text or numbers and come
 * out as decimal strings ('1234.50'); the totals are the doctor's fee functions (`totalBill`).
 */

const typedAmount = z.union([z.string().max(50), z.number()]).nullish();

const textOf = (value: z.infer<typeof typedAmount>) =>
  value === null || value === undefined ? '' : String(value).trim();

/**
 * An amount as the office typed it, as the decimal string. Text that is no number answers
 * `notNumber`; a negative one "Please enter a positive number"; one with more than 2 decimals
 * (the inputs step by 0.01) or above `MONEY_MAX` (which the database could not store), ours.
 */
function amountOf(text: string, notNumber: string, ctx: z.RefinementCtx): string {
  const fail = (message: string) => {
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  };
  const parsed = text === '' ? null : parseMoneyInput(text);
  if (parsed !== null) return exceedsMoneyMax(parsed) ? fail(MONEY_TOO_LARGE) : parsed;
  const number = Number(text.replace(/^\s*S\$/i, '').replace(/[\s,]/g, ''));
  if (text === '' || !Number.isFinite(number)) return fail(notNumber);
  if (number < 0 || text.startsWith('-')) return fail(M.positiveAmount);
  return fail(M.twoDecimals);
}

/** A fee that must be given. */
const amount = (notNumber: string) =>
  typedAmount.transform((value, ctx) => amountOf(textOf(value), notNumber, ctx));

/** A fee that may be left empty: null then. */
const optionalAmount = (notNumber: string) =>
  typedAmount.transform((value, ctx) =>
    textOf(value) === '' ? null : amountOf(textOf(value), notNumber, ctx),
  );

/** A strict object: any other field is refused with "The business office may change the fees only." */
const fieldsOnly = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? M.feesOnly : undefined),
  });

/** Read-only on screen (the doctor's), echoed by the form: accepted, never stored. */
const readOnlyText = multilineText().max(L.justification, M.textTooLong(L.justification)).nullish();

export const businessOfficePaDetailSchema = fieldsOnly({
  padetailId: z.uuid({ error: M.otherRequest }),
  updatedDoctorAttendancefee: optionalAmount(M.positiveAmount),
  updatedTotalHospitalcharges: amount(M.mustBeNumber),
  /** The live total on screen; the server computes its own and refuses one that differs. */
  updatedTotalBill: optionalAmount(M.mustBeNumber),
});

export const businessOfficeSurgerySchema = fieldsOnly({
  /** The doctor's surgery line (ours: §3 names none; the office edits lines, never adds one). */
  id: z.uuid({ error: M.otherRequest }),
  tospCode: singleLineText().max(50).nullish(),
  surgeonfee: amount(M.mustBeNumber),
  surgeonfeeJustification: readOnlyText,
  anaesthetistfee: optionalAmount(M.positiveAmount),
  anaesthetistfeeJustification: readOnlyText,
});

export const businessOfficeOtherFeeSchema = fieldsOnly({
  feesCode: singleLineText(M.selectOne).min(1, M.selectOne).max(100),
  feesAmount: amount(M.mustBeNumber),
});

export const businessOfficeSubmissionSchema = fieldsOnly({
  paDetail: businessOfficePaDetailSchema,
  surgeryDetails: z.array(businessOfficeSurgerySchema).max(L.surgeryRowsMax, M.everySurgeryOnce),
  otherFees: z.array(businessOfficeOtherFeeSchema).max(L.otherFeesMax, M.otherFeesMax),
  /** The acknowledgement tick (§5: must be ticked); ours on the wire, as the doctor's declaration. */
  termsAndConditions: z
    .boolean({ error: M.acknowledge })
    .refine((ticked) => ticked, { error: M.acknowledge }),
}).superRefine((form, ctx) => {
  const seen = new Set<string>();
  form.otherFees.forEach((row, i) => {
    if (seen.has(row.feesCode)) {
      ctx.addIssue({ code: 'custom', path: ['otherFees', i, 'feesCode'], message: M.feeTypeUsed });
    }
    seen.add(row.feesCode);
  });
});
export type BusinessOfficeSubmission = z.input<typeof businessOfficeSubmissionSchema>;
export type BusinessOfficeSubmissionParsed = z.output<typeof businessOfficeSubmissionSchema>;

/** The fees of the office's form (typed or parsed), as the doctor's fee functions take them. */
export interface BusinessOfficeFees {
  paDetail: {
    updatedDoctorAttendancefee?: string | number | null | undefined;
    updatedTotalHospitalcharges?: string | number | null | undefined;
  };
  surgeryDetails: {
    surgeonfee?: string | number | null | undefined;
    anaesthetistfee?: string | number | null | undefined;
  }[];
  otherFees: { feesAmount?: string | number | null | undefined }[];
}

/**
 * The office's total bill, by the doctor's rule (`totalBill`: surgery, attendance, other fees and
 * hospital charges, rounded up to a whole number; non-numeric counts as 0): the live total on
 * screen and the one the server stores.
 */
export const businessOfficeTotalBill = (fees: BusinessOfficeFees): string =>
  totalBill({
    surgeryDetails: fees.surgeryDetails,
    doctorAttendancefee: fees.paDetail.updatedDoctorAttendancefee,
    otherFees: fees.otherFees,
    totalHospitalcharges: fees.paDetail.updatedTotalHospitalcharges,
  });

/**
 * The doctor's fees as the office's submission (its data, 001 §3): what the office's form opens
 * on, the total bill the doctor's and the acknowledgement not yet ticked.
 */
export function businessOfficeSubmissionOf(params: BusinessOfficeParams): BusinessOfficeSubmission {
  const { paDetail, surgeryDetails, otherFees } = params.details;
  return {
    paDetail: {
      padetailId: paDetail.padetailId,
      updatedDoctorAttendancefee: paDetail.doctorAttendancefee,
      updatedTotalHospitalcharges: paDetail.totalHospitalcharges,
      updatedTotalBill: paDetail.totalBill,
    },
    surgeryDetails: surgeryDetails.map(({ tospDescription, ...line }) => {
      void tospDescription; // shown on screen, never sent
      return line;
    }),
    otherFees: otherFees.map(({ feesCode, feesAmount }) => ({ feesCode, feesAmount })),
    termsAndConditions: false,
  };
}
