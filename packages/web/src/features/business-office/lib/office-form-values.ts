import {
  type BusinessOfficeParams,
  type BusinessOfficeSubmission,
  businessOfficeSubmissionOf,
  businessOfficeSubmissionSchema,
  businessOfficeTotalBill,
} from '@preauth/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';

/** An amount as the number inputs hold it: the doctor's decimal string, a typed number, or empty. */
type Amount = string | number | null;

/** The office's fee form as typed: the submission's fields, and the fee types' shown texts. */
export type OfficeFormValues = {
  paDetail: {
    padetailId: string;
    updatedDoctorAttendancefee: Amount;
    updatedTotalHospitalcharges: Amount;
    updatedTotalBill: Amount;
  };
  surgeryDetails: {
    id: string;
    tospCode: string;
    surgeonfee: Amount;
    surgeonfeeJustification: string | null;
    anaesthetistfee: Amount;
    anaesthetistfeeJustification: string | null;
  }[];
  /** `feesCodelabel` is the autocomplete's text, never sent. */
  otherFees: { feesCode: string; feesCodelabel: string; feesAmount: Amount }[];
  termsAndConditions: boolean;
};

export const emptyOtherFee = (): OfficeFormValues['otherFees'][number] => ({
  feesCode: '',
  feesCodelabel: '',
  feesAmount: null,
});

/** The form as it opens: the doctor's fees as submitted, the tick not yet given. */
export function openingValues(params: BusinessOfficeParams): OfficeFormValues {
  const doctors = businessOfficeSubmissionOf(params);
  return {
    ...doctors,
    otherFees: params.details.otherFees.map((fee) => ({
      feesCode: fee.feesCode,
      feesCodelabel: fee.feesDescription ?? fee.feesCode,
      feesAmount: fee.feesAmount,
    })),
  } as OfficeFormValues;
}

/**
 * The submission of the form: its fields without the shown texts, and the live total bill (the
 * hidden total field of 001 §2), which the server checks against its own.
 */
export function toSubmission(values: OfficeFormValues): BusinessOfficeSubmission {
  return {
    ...values,
    paDetail: { ...values.paDetail, updatedTotalBill: businessOfficeTotalBill(values) },
    otherFees: values.otherFees.map(({ feesCode, feesAmount }) => ({ feesCode, feesAmount })),
  };
}

const shared = zodResolver(businessOfficeSubmissionSchema);

/**
 * Adding or removing an other fee makes react-hook-form check the whole list at once; only the
 * list's own error (more than 4) counts then, so a new row's empty fields wait for their blur
 * (validation on blur, then on change), and no message appears or vanishes under a pointer
 * moving to "Add More Other Fees".
 */
function listOwnError(errors: Record<string, unknown>): Record<string, unknown> {
  const list = errors.otherFees as { message?: string; type?: string; root?: unknown } | undefined;
  if (list?.message) return { otherFees: { message: list.message, type: list.type } };
  return list?.root ? { otherFees: { root: list.root } } : {};
}

/**
 * The shared submission schema as the form's resolver (§5's messages, the server's rules), over
 * what would be sent; the form keeps its values as typed, and the submit sends `toSubmission`.
 */
export const officeFormResolver: Resolver<OfficeFormValues> = async (values, context, options) => {
  const result = await shared(toSubmission(values), context, options as never);
  const listChanged = options.names?.length === 1 && options.names[0] === 'otherFees';
  const errors = listChanged ? listOwnError(result.errors) : result.errors;
  return Object.keys(errors).length > 0
    ? { values: {}, errors: errors as never }
    : { values, errors: {} };
};
