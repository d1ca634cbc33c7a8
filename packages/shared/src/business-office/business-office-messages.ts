import { DOCTOR_LIMITS, DOCTOR_MESSAGES } from '../doctor/doctor-messages';
import { formatMoney, MONEY_MAX } from '../money/money';

/** The limits of the business office's fee form (document 001 §5, §9), shared with the doctor's. */
export const BUSINESS_OFFICE_LIMITS = {
  otherFeesMax: DOCTOR_LIMITS.otherFeesMax,
  justification: DOCTOR_LIMITS.justification,
  /** The office edits the doctor's surgery lines; it cannot add any. */
  surgeryRowsMax: DOCTOR_LIMITS.surgeryRowsMax,
} as const;

/**
 * The business office's fee form messages (document 001 §5 "Business-office fee form") word for
 * word, the doctor's where the two forms ask the same, and ours where the specification gives
 * none.
 */
export const BUSINESS_OFFICE_MESSAGES = {
  mustBeNumber: DOCTOR_MESSAGES.mustBeNumber,
  positiveAmount: DOCTOR_MESSAGES.positiveAmount,
  selectOne: DOCTOR_MESSAGES.selectOne,
  otherFeesMax: DOCTOR_MESSAGES.otherFeesMax,
  feeTypeUsed: DOCTOR_MESSAGES.feeTypeUsed,
  unknownCode: DOCTOR_MESSAGES.unknownCode,
  totalBillMismatch: DOCTOR_MESSAGES.totalBillMismatch,
  textTooLong: DOCTOR_MESSAGES.textTooLong,
  submissionRefused: DOCTOR_MESSAGES.submissionRefused,
  // Ours: the specification shows no wording for these.
  acknowledge: 'Please tick this box to acknowledge the acceptance.',
  twoDecimals: 'Please enter an amount with at most 2 decimals.',
  amountTooLarge: `Please enter an amount of at most ${formatMoney(MONEY_MAX)}.`,
  feesOnly: 'The business office may change the fees only.',
  otherRequest: 'The details sent are for another request.',
  everySurgeryOnce: 'Please give the fees of every surgery line once.',
  procedureReadOnly: 'The procedure of a surgery line cannot be changed.',
  notSubmitted: 'The fees are available once the doctor has submitted the request.',
} as const;

/** The acknowledgement tick's label (001 §2 "Business-office input"). */
export const BUSINESS_OFFICE_ACKNOWLEDGEMENT =
  'I acknowledge that the submission of this form constitutes the acceptance of our hospital/ day surgery clinic.';
