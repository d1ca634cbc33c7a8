import { z } from 'zod';
import { FORM_LIMITS } from '../policy/limits';

/**
 * Money is a decimal string end to end ('12345.60'): never a float, so no binary rounding can
 * creep into an amount. These helpers work on the digits of the string only.
 */

const MONEY_PREFIX = 'S$ ';

/** A plain decimal amount: digits, optionally a point and up to two decimals. */
const DECIMAL = /^(\d+)(?:\.(\d{0,2}))?$/;

/**
 * The amount a user typed, as the decimal string the form submits ('12345.60'), or null when it
 * is not an amount. The 'S$' prefix, thousands separators and spaces are ignored, so a formatted
 * value can be edited in place. More than two decimals is refused rather than rounded: silently
 * changing an amount is worse than asking again.
 */
export function parseMoneyInput(text: string): string | null {
  const cleaned = text.replace(/^\s*S\$/i, '').replace(/[\s,]/g, '');
  const match = DECIMAL.exec(cleaned);
  if (!match) return null;
  const whole = match[1]!.replace(/^0+(?=\d)/, '');
  const cents = (match[2] ?? '').padEnd(2, '0');
  return `${whole}.${cents}`;
}

/**
 * 'S$ ' with thousands separators and two decimals: formatMoney('12345.6') === 'S$ 12,345.60'.
 * A negative amount reads '-S$ 12.00'. Text that is not an amount is returned as it is, so a
 * screen never hides what it was given.
 */
export function formatMoney(value: string | null | undefined): string {
  if (value == null || value.trim() === '') return '';
  const negative = value.trim().startsWith('-');
  const normalised = parseMoneyInput(negative ? value.trim().slice(1) : value);
  if (normalised === null) return value;
  const [whole, cents] = normalised.split('.') as [string, string];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${MONEY_PREFIX}${grouped}.${cents}`;
}

/**
 * The largest amount one fee may be, as a decimal string ('99999999.99'; ours): the stored columns
 * hold 12 digits with 2 decimals (below S$ 10,000,000,000), and a total adds up to 46 fees (20
 * surgery lines of two fees, the attendance fee, 4 other fees, the hospital charges).
 */
export const MONEY_MAX = `${'9'.repeat(FORM_LIMITS.moneyMaxWholeDigits)}.99`;

/** "Please enter an amount of at most S$ 99,999,999.99." (ours: the specification gives none). */
export const MONEY_TOO_LARGE = `Please enter an amount of at most ${formatMoney(MONEY_MAX)}.`;

/** "Please enter an amount with at most 2 decimals." (ours: 001 §9 gives money 2 decimals, step 0.01). */
export const MONEY_TOO_MANY_DECIMALS = 'Please enter an amount with at most 2 decimals.';

/**
 * What is wrong with a typed amount, or null when it is one: an amount with more than 2 decimals
 * ('12.345') is told so rather than "not a positive number"; `notAmount` for anything else.
 */
export function moneyInputProblem(text: string, notAmount: string): string | null {
  const amount = parseMoneyInput(text);
  if (amount !== null) return exceedsMoneyMax(amount) ? MONEY_TOO_LARGE : null;
  return parseMoneyInput(text.replace(/(\.\d{2})\d+\s*$/, '$1')) === null
    ? notAmount
    : MONEY_TOO_MANY_DECIMALS;
}

/** Whether a decimal string from parseMoneyInput is more than MONEY_MAX. */
export function exceedsMoneyMax(amount: string): boolean {
  return (amount.split('.')[0] ?? '').length > FORM_LIMITS.moneyMaxWholeDigits;
}

/**
 * A money amount in a form or payload: the decimal string with two decimals ('12345.60'), or the
 * message when it is not one. Used by the forms' resolvers and by the routes alike.
 */
export function moneySchema(message: string) {
  return z.string({ error: message }).transform((text, ctx) => {
    const problem = moneyInputProblem(text, message);
    if (problem !== null) {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return parseMoneyInput(text)!;
  });
}

/** -1, 0 or 1 as amount `a` is less than, equal to or more than `b` (decimal strings). */
export function compareMoney(a: string, b: string): number {
  const cents = (amount: string) => {
    const parsed = parseMoneyInput(amount);
    if (parsed === null) throw new Error(`Not an amount: ${amount}`);
    return BigInt(parsed.replace('.', ''));
  };
  const difference = cents(a) - cents(b);
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
}
