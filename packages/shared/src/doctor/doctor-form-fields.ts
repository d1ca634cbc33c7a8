import { z } from 'zod';
import { DATE_MESSAGES, requiredDateSchema } from '../dates/iso-date';
import { moneyInputProblem, moneySchema, parseMoneyInput } from '../money/money';
import { drawableText } from '../text/drawable-text';
import { multilineText, singleLineText } from '../text/text';
import { DOCTOR_LIMITS as L, DOCTOR_MESSAGES as M } from './doctor-messages';

/*
 * The kinds of field the doctor's form is made of (document 001 §5): free text, a lookup's code,
 * an echoed value, dates, yes/no radios, amounts and days, as the screen's fields hold them.
 */

/**
 * The doctor's free text: trimmed, no control characters, nor `^` or `\` (§5), nor a script the
 * LIA form cannot print.
 */
export const freeText = (max: number, required?: string) => {
  const text = drawableText(multilineText(required))
    .max(max, M.textTooLong(max))
    .regex(/^[^\\^]*$/, { error: M.forbiddenCharacters });
  return required === undefined ? text : text.min(1, required);
};
export const optionalFreeText = (max: number) =>
  freeText(max)
    .nullish()
    .transform((value) => value || null);

/** A code or id chosen from a lookup. */
export const chosen = (message: string) => singleLineText(message).min(1, message).max(100);

/** An echoed value the form holds (prefilled or from a lookup): accepted, never believed. */
export const echo = () => singleLineText().max(500).nullish();

export const date = () => requiredDateSchema(M.enterDate, DATE_MESSAGES.invalid);

/** A yes/no radio: 'true' or 'false' as text on screen (§3 `daysurgery`), a boolean after. */
export const yesNo = (message: string) =>
  z.enum(['true', 'false'], { error: message }).transform((value) => value === 'true');

/** A number typed in a field (text) or held as one; '' and letters are not numbers. */
export const typedNumber = z.union([z.string(), z.number()]).nullish();
export const numberOf = (value: z.infer<typeof typedNumber>): number | null => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = value.trim();
  return text !== '' && Number.isFinite(Number(text)) ? Number(text) : null;
};

export const fee = moneySchema(M.positiveAmount);
/** An amount that may be left empty ('' or missing): null then. */
export const optionalFee = z
  .string({ error: M.positiveAmount })
  .nullish()
  .transform((text, ctx) => {
    if (text === null || text === undefined || text.trim() === '') return null;
    const problem = moneyInputProblem(text, M.positiveAmount);
    if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
    return parseMoneyInput(text);
  });

/** Length of stay in days: a whole number from 1 to 99. */
export const lengthOfStay = typedNumber.transform((value, ctx) => {
  const days = numberOf(value);
  const fail = (message: string) => {
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  };
  if (days === null) return fail(M.mustBeNumber);
  if (days <= 0) return fail(M.positiveDays);
  if (!Number.isInteger(days)) return fail(M.wholeDays);
  if (days > L.lengthOfStayMax) return fail(M.lengthOfStayMax);
  return days;
});
