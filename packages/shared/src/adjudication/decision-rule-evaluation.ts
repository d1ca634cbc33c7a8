import { capPercentFor, feeCap } from '../doctor/doctor-fees';
import { compareMoney, formatMoney } from '../money/money';
import { approvedTotal } from './approved-amounts';
import type { DecisionRule, FailedRule } from './decision-rules';
import type { FeeCaps } from './insurer-policy';
import type { PayableLine } from './payable-lines';

/**
 * What the rules read of a request: its latest submission's payable lines (`payableLines`: what
 * an approval as requested pays, the business office's amounts where it answered), its hospital
 * and diagnoses, the policy as the insurer's data holds it, and the insurer's fee caps.
 */
export interface RuleSubject {
  hospitalCode: string | null;
  /** The request's policy is on the insurer's books for this patient. */
  policyInForce: boolean;
  /** The request names a rider, and that rider is on the policy. */
  riderInForce: boolean;
  /** ICD-10 codes as submitted (C50.9). */
  diagnoses: readonly string[];
  /** Every line an approval as requested pays, in the case view's order. */
  payable: readonly PayableLine[];
  /** The request's insurer's agreed-price caps (its policy). */
  feeCaps: FeeCaps;
}

export type RuleOutcome = { passed: true; failed: [] } | { passed: false; failed: FailedRule[] };

/** How a sentence names the line: "the surgeon fee for SB801K", "the other fee MED", … */
function lineName(line: PayableLine): string {
  switch (line.fee) {
    case 'surgeon':
    case 'anaesthetist':
      return `the ${line.fee} fee for ${line.itemCode ?? ''}`;
    case 'other':
      return `the other fee ${line.itemCode ?? ''}`;
    case 'attendance':
      return 'the attendance fee';
    case 'hospital-charges':
      return 'the hospital charges';
  }
}

/**
 * Why one payable line cannot be approved without a person, by the agreed-prices rule: a surgeon
 * or anaesthetist amount without an agreed price or above its cap (the insurer's `caps`: by
 * default the agreed price on the first surgery row, 80 % of it on later ones); a doctor's fee
 * above its cap (its justification is clinical text to read); an other fee (a fee type has no agreed price); an amount the business
 * office raised above the doctor's. The attendance fee and the hospital charges have no agreed
 * price of their own: the total limit bounds them.
 */
function agreedPriceProblems(line: PayableLine, caps: FeeCaps): string[] {
  const name = lineName(line);
  const paid = formatMoney(line.approved);
  const problems: string[] = [];
  const perProcedure = line.fee === 'surgeon' || line.fee === 'anaesthetist';
  if (perProcedure && compareMoney(line.approved, '0') > 0) {
    const price = line.agreedPrice;
    const row = line.index ?? 0;
    const cap = feeCap(price, row, caps);
    if (price === null || cap === null) {
      problems.push(`${line.itemCode ?? ''} has no agreed ${line.fee} price`);
    } else if (compareMoney(line.approved, cap) > 0) {
      problems.push(
        capPercentFor(caps, row) === 100
          ? `${name}, ${paid}, is above its agreed price of ${formatMoney(price)}`
          : `${name}, ${paid}, is above its cap of ${formatMoney(cap)} ` +
              `(${capPercentFor(caps, row)} % of the agreed ${formatMoney(price)} on surgery row ${row + 1})`,
      );
    }
  }
  if (line.justificationNeeded) {
    const asked = formatMoney(line.doctorAmount);
    const cap = formatMoney(feeCap(line.agreedPrice, line.index ?? 0, caps));
    problems.push(
      `${name} needed the doctor's justification (${asked} asked, above its cap of ${cap}), ` +
        'which a person must read',
    );
  }
  if (line.fee === 'other') problems.push(`${name}, ${paid}, is a fee type with no agreed price`);
  const asked = line.doctorAmount ?? '0.00';
  if (compareMoney(line.approved, asked) > 0) {
    problems.push(
      `the business office raised ${name} from ${formatMoney(asked)} to ${paid}` +
        `${line.doctorAmount === null ? ', which the doctor did not ask for' : ''}`,
    );
  }
  return problems;
}

/** Why one rule fails for the subject, or null when it passes. */
function failureOf(rule: DecisionRule, subject: RuleSubject): string | null {
  switch (rule.kind) {
    case 'agreed-prices': {
      const problems = subject.payable.flatMap((line) =>
        agreedPriceProblems(line, subject.feeCaps),
      );
      if (problems.length === 0) return null;
      const text = problems.join('; ');
      return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
    }
    case 'policy-covered':
      if (!subject.policyInForce) return 'The policy is not in force for this patient.';
      if (rule.requireRider && !subject.riderInForce) return 'The request has no rider in force.';
      return null;
    case 'diagnosis-exclusions': {
      const excluded = subject.diagnoses.filter((code) => {
        const plain = code.toUpperCase().replace('.', '');
        return rule.codes.some((prefix) => plain.startsWith(prefix));
      });
      return excluded.length === 0
        ? null
        : `Diagnosis ${excluded.join(', ')} is on the exclusion list.`;
    }
    case 'total-limit': {
      // The total an approval as requested pays, by the bill's own rule.
      const total = approvedTotal(subject.payable);
      return compareMoney(total, rule.limit) < 0
        ? null
        : `The total requested, ${formatMoney(total)}, is not under the limit of ${formatMoney(rule.limit)}.`;
    }
    case 'hospital-list':
      return subject.hospitalCode !== null && rule.hospitalCodes.includes(subject.hospitalCode)
        ? null
        : `The hospital ${subject.hospitalCode ?? '(none)'} is not on the list.`;
  }
}

/**
 * Evaluates a rule set on one request: passed when every rule passes (an empty set passes
 * everything), else each failed rule with its reason, in the set's order.
 */
export function evaluateDecisionRules(
  rules: readonly DecisionRule[],
  subject: RuleSubject,
): RuleOutcome {
  const failed = rules.flatMap((rule) => {
    const reason = failureOf(rule, subject);
    return reason === null ? [] : [{ kind: rule.kind, reason }];
  });
  return failed.length === 0 ? { passed: true, failed: [] } : { passed: false, failed };
}
