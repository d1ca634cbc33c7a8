import type { FeeCaps } from '../adjudication/insurer-policy';
import { exceedsMoneyMax, formatMoney, parseMoneyInput } from '../money/money';
import { DOCTOR_MESSAGES } from './doctor-messages';

/**
 * The on-screen fee computations of document 001 §4, done in whole cents so no binary rounding
 * creeps in. The screen shows them live and the server recomputes them from what it stores.
 */

type Amount = string | number | null | undefined;

/** Cents of an amount; text that is not an amount (empty, typed letters, negative) counts as 0. */
function centsOf(amount: Amount): number {
  if (amount === null || amount === undefined) return 0;
  const parsed = parseMoneyInput(String(amount));
  if (parsed === null) return 0;
  const [whole, fraction] = parsed.split('.') as [string, string];
  return Number(whole) * 100 + Number(fraction);
}

const asMoney = (cents: number) =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/**
 * Cents of an amount in a sum: also 0 above `MONEY_MAX` (the office's form refuses such an
 * amount; a pasted 20-digit number would otherwise show a total with digits beyond a float's
 * precision).
 */
function billCents(amount: Amount): number {
  const parsed = amount === null || amount === undefined ? null : parseMoneyInput(String(amount));
  return parsed !== null && exceedsMoneyMax(parsed) ? 0 : centsOf(amount);
}

const sumCents = (amounts: Amount[]) => amounts.reduce<number>((sum, a) => sum + billCents(a), 0);

export interface SurgeryFees {
  surgeonfee?: Amount;
  anaesthetistfee?: Amount;
}

export interface BillFees {
  surgeryDetails?: SurgeryFees[] | undefined;
  doctorAttendancefee?: Amount;
  otherFees?: { feesAmount?: Amount }[] | undefined;
  totalHospitalcharges?: Amount;
}

/** The surgeon and anaesthetic fees of every surgery line, with 2 decimals ('1234.50'). */
export function surgeryTotal(rows: SurgeryFees[] = []): string {
  return asMoney(sumCents(rows.flatMap((row) => [row.surgeonfee, row.anaesthetistfee])));
}

/** The other fees' amounts, with 2 decimals. */
export function otherFeesTotal(rows: { feesAmount?: Amount }[] = []): string {
  return asMoney(sumCents(rows.map((row) => row.feesAmount)));
}

/**
 * The total bill: surgery total, attendance fee, other fees and hospital charges, rounded up to
 * a whole number ('1235.00' for 1234.01). Values that are not amounts count as 0.
 */
export function totalBill(fees: BillFees): string {
  const cents =
    centsOf(surgeryTotal(fees.surgeryDetails)) +
    billCents(fees.doctorAttendancefee) +
    centsOf(otherFeesTotal(fees.otherFees)) +
    billCents(fees.totalHospitalcharges);
  return asMoney(Math.ceil(cents / 100) * 100);
}

/** The cap's percentage for the surgery row at `rowIndex` (0 = the first row), by the insurer's caps. */
export const capPercentFor = (caps: FeeCaps, rowIndex: number) =>
  rowIndex === 0 ? caps.firstRowPercent : caps.laterRowPercent;

/**
 * The cap of a fee against its agreed price (by default 100 % on the first surgery row, 80 % on
 * later ones: the insurer's `caps`), rounded down to the cent; null when there is no agreed price.
 */
export function feeCap(agreedPrice: Amount, rowIndex: number, caps: FeeCaps): string | null {
  if (agreedPrice === null || agreedPrice === undefined || agreedPrice === '') return null;
  if (parseMoneyInput(String(agreedPrice)) === null) return null;
  return asMoney(Math.floor((centsOf(agreedPrice) * capPercentFor(caps, rowIndex)) / 100));
}

/**
 * Whether a fee exceeds its cap, compared exactly (a fee is over 80 % of 100.01 from 80.01 on);
 * false without an agreed price or without a fee.
 */
export function exceedsCap(
  fee: Amount,
  agreedPrice: Amount,
  rowIndex: number,
  caps: FeeCaps,
): boolean {
  if (feeCap(agreedPrice, rowIndex, caps) === null) return false;
  return centsOf(fee) * 100 > centsOf(agreedPrice) * capPercentFor(caps, rowIndex);
}

/** The message under a justification a fee over its cap needs, with the cap as money. */
export function feeOverCapMessage(agreedPrice: Amount, rowIndex: number, caps: FeeCaps): string {
  return DOCTOR_MESSAGES.feeOverCap(formatMoney(feeCap(agreedPrice, rowIndex, caps) ?? '0'));
}
