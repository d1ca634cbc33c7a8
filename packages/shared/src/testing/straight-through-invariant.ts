import type { DecisionFee } from '../adjudication/decisions';
import type { FeeCaps } from '../adjudication/insurer-policy';
import { parseMoneyInput } from '../money/money';

/** One line an automatic approval approved, with what the request said of it. */
export interface AutomaticallyApprovedLine {
  fee: DecisionFee;
  /** The surgery row (0-based) of a surgeon or anaesthetist line. */
  index: number | null;
  approved: string;
  /** What the doctor asked for it; null when nothing. */
  doctorAmount: string | null;
  /** A surgeon or anaesthetist line's agreed price recorded at submission. */
  agreedPrice: string | null;
}

const cents = (amount: string) => {
  const parsed = parseMoneyInput(amount);
  if (parsed === null) throw new Error(`Not an amount: ${amount}`);
  return BigInt(parsed.replace('.', ''));
};

/**
 * The straight-through invariant, written apart from the rules it checks: an automatic approval
 * approves no surgeon or anaesthetist amount above its cap (the insurer's `caps`, a percentage of
 * the agreed price on the first surgery row and another on later ones), hence none above its agreed price, no amount without an agreed
 * price, no other fee, no amount the business office raised above the doctor's, and a total
 * (rounded up to the dollar, as the bill's) under the limit. Answers each breach.
 */
export function straightThroughBreaches(
  lines: readonly AutomaticallyApprovedLine[],
  rule: { limit: string },
  caps: FeeCaps,
): string[] {
  const breaches: string[] = [];
  let total = 0n;
  for (const line of lines) {
    const approved = cents(line.approved);
    const at = `${line.fee}${line.index === null ? '' : ` on row ${line.index + 1}`}`;
    total += approved;
    if (line.fee === 'other') breaches.push(`an other fee was approved (${at})`);
    if (approved > cents(line.doctorAmount ?? '0')) breaches.push(`a raised fee (${at})`);
    if ((line.fee === 'surgeon' || line.fee === 'anaesthetist') && approved > 0n) {
      if (line.agreedPrice === null) {
        breaches.push(`no agreed price (${at})`);
        continue;
      }
      const agreed = cents(line.agreedPrice);
      const capPercent = line.index === 0 ? caps.firstRowPercent : caps.laterRowPercent;
      if (approved > agreed) breaches.push(`above the agreed price (${at})`);
      if (approved * 100n > agreed * BigInt(capPercent)) breaches.push(`above its cap (${at})`);
    }
  }
  const billed = ((total + 99n) / 100n) * 100n;
  if (billed >= cents(rule.limit)) breaches.push(`a total of ${billed} cents, not under the limit`);
  return breaches;
}
