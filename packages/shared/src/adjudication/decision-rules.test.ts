import { describe, expect, it } from 'vitest';
import { evaluateDecisionRules, type RuleSubject } from './decision-rule-evaluation';
import { proposeDecisionRulesBodySchema } from './decision-rule-proposals';
import {
  DECISION_RULE_MESSAGES as M,
  decisionRuleSetBodySchema,
  storedDecisionRuleSchema,
  type DecisionRule,
} from './decision-rules';
import { DEFAULT_INSURER_POLICY } from './insurer-policy';
import { payableLines, type PayableLine, type SubmissionFees } from './payable-lines';

/** One surgery row at its agreed prices (4,000 and 1,200), attendance 150, hospital 6,800. */
const fees = (changes: Partial<SubmissionFees> = {}): SubmissionFees => {
  const doctor = {
    surgeryDetails: [{ tospCode: 'SF801H', surgeonfee: '4000.00', anaesthetistfee: '1200.00' }],
    otherFees: [],
    doctorAttendancefee: '150.00',
    totalHospitalcharges: '6800.00',
  };
  return {
    payable: doctor,
    doctor,
    surgeryRows: [
      {
        surgeryAgreedPrice: '4000.00',
        anaestheticAgreedPrice: '1200.00',
      },
    ],
    ...changes,
  };
};

const subject = (
  changes: Partial<Omit<RuleSubject, 'payable'>> = {},
  submission: SubmissionFees = fees(),
): RuleSubject => ({
  hospitalCode: 'MEH',
  policyInForce: true,
  riderInForce: true,
  diagnoses: ['K35.8'],
  payable: payableLines(submission, DEFAULT_INSURER_POLICY.feeCaps),
  feeCaps: DEFAULT_INSURER_POLICY.feeCaps,
  ...changes,
});

const rule = (input: object): DecisionRule =>
  decisionRuleSetBodySchema.parse({ straightThrough: true, rules: [input] }).rules[0]!;

const failures = (r: DecisionRule, s: RuleSubject) =>
  evaluateDecisionRules([r], s).failed.map((f) => f.reason);

const prices = rule({ kind: 'agreed-prices' });

/** A panel request: the doctor's surgery row, and the office's amounts (a copy unless told). */
const panel = (
  doctorSurgeon: string,
  agreed: string,
  office: { surgeonfee?: string; doctorAttendancefee?: string } = {},
): SubmissionFees => {
  const doctorRow = { tospCode: 'SB801K', surgeonfee: doctorSurgeon, anaesthetistfee: '4550.00' };
  const doctor = {
    surgeryDetails: [doctorRow],
    otherFees: [],
    doctorAttendancefee: '800.00',
    totalHospitalcharges: '3000.00',
  };
  return {
    doctor,
    payable: {
      ...doctor,
      surgeryDetails: [{ ...doctorRow, surgeonfee: office.surgeonfee ?? doctorSurgeon }],
      doctorAttendancefee: office.doctorAttendancefee ?? doctor.doctorAttendancefee,
    },
    surgeryRows: [
      {
        surgeryAgreedPrice: agreed,
        anaestheticAgreedPrice: '4550.00',
      },
    ],
  };
};

describe('evaluateDecisionRules', () => {
  it('passes everything with no rules', () => {
    expect(evaluateDecisionRules([], subject({ policyInForce: false }))).toEqual({
      passed: true,
      failed: [],
    });
  });

  it('agreed prices: at the price passes; above it, a justified fee or a raised one fails', () => {
    expect(failures(prices, subject())).toEqual([]);
    // The doctor's fee a cent above the price is above its cap too, so it came justified.
    const above = fees({
      payable: {
        ...fees().payable,
        surgeryDetails: [{ tospCode: 'SF801H', surgeonfee: '4000.00', anaesthetistfee: '1200.01' }],
      },
    });
    expect(failures(prices, subject({}, { ...above, doctor: above.payable }))).toEqual([
      'The anaesthetist fee for SF801H, S$ 1,200.01, is above its agreed price of S$ 1,200.00; ' +
        "the anaesthetist fee for SF801H needed the doctor's justification (S$ 1,200.01 asked, above its cap of S$ 1,200.00), which a person must read.",
    ]);
  });

  it('the issue: a panel doctor above the agreed price, the office confirming, is not approved', () => {
    const submission = panel('16000.00', '13000.00');
    expect(failures(prices, subject({}, submission))).toEqual([
      'The surgeon fee for SB801K, S$ 16,000.00, is above its agreed price of S$ 13,000.00; ' +
        "the surgeon fee for SB801K needed the doctor's justification (S$ 16,000.00 asked, above its cap of S$ 13,000.00), which a person must read.",
    ]);
  });

  it('the issue: a fee the office raised is not approved, whatever it is raised to', () => {
    expect(
      failures(prices, subject({}, panel('5500.00', '5500.00', { surgeonfee: '6000.00' }))),
    ).toEqual([
      'The surgeon fee for SB801K, S$ 6,000.00, is above its agreed price of S$ 5,500.00; ' +
        'the business office raised the surgeon fee for SB801K from S$ 5,500.00 to S$ 6,000.00.',
    ]);
    // A fee with no agreed price of its own, raised: named too.
    const attendance = panel('5000.00', '5500.00', { doctorAttendancefee: '900.00' });
    expect(failures(prices, subject({}, attendance))).toEqual([
      'The business office raised the attendance fee from S$ 800.00 to S$ 900.00.',
    ]);
    // Lowered by the office: the office's amount is what is paid, and it passes.
    const lowered = panel('5500.00', '5500.00', { surgeonfee: '5000.00' });
    expect(failures(prices, subject({}, lowered))).toEqual([]);
  });

  it('agreed prices: a missing price, an other fee and a later row above its cap fail', () => {
    const unpriced = fees({
      surgeryRows: [{ ...fees().surgeryRows[0]!, surgeryAgreedPrice: null }],
    });
    expect(failures(prices, subject({}, unpriced))).toEqual([
      'SF801H has no agreed surgeon price.',
    ]);
    const other = fees();
    const withOther = { ...other.payable, otherFees: [{ feesCode: 'MED', feesAmount: '200.00' }] };
    expect(
      failures(prices, subject({}, { ...other, payable: withOther, doctor: withOther })),
    ).toEqual(['The other fee MED, S$ 200.00, is a fee type with no agreed price.']);
    // No anaesthetist fee: nothing to compare.
    const none = {
      ...fees().payable,
      surgeryDetails: [{ tospCode: 'SF801H', surgeonfee: '4000.00', anaesthetistfee: null }],
    };
    expect(failures(prices, subject({}, fees({ payable: none, doctor: none })))).toEqual([]);
    // A later row's cap is 80 % of its price: above it, though within the price, fails.
    const laterRow: PayableLine = {
      fee: 'surgeon',
      index: 1,
      itemCode: 'SF702K',
      requested: '900.00',
      approved: '900.00',
      reasonCode: null,
      doctorAmount: '900.00',
      agreedPrice: '1000.00',
      justificationNeeded: false,
    };
    expect(failures(prices, { ...subject(), payable: [laterRow] })).toEqual([
      'The surgeon fee for SF702K, S$ 900.00, is above its cap of S$ 800.00 (80 % of the agreed S$ 1,000.00 on surgery row 2).',
    ]);
  });

  it('policy covered: the policy in force, and the rider when asked', () => {
    expect(failures(rule({ kind: 'policy-covered' }), subject({ riderInForce: false }))).toEqual(
      [],
    );
    expect(failures(rule({ kind: 'policy-covered' }), subject({ policyInForce: false }))).toEqual([
      'The policy is not in force for this patient.',
    ]);
    expect(
      failures(
        rule({ kind: 'policy-covered', requireRider: true }),
        subject({ riderInForce: false }),
      ),
    ).toEqual(['The request has no rider in force.']);
  });

  it('diagnosis exclusions: by code or prefix, with or without the dot', () => {
    const exclusions = rule({ kind: 'diagnosis-exclusions', codes: ['c50', 'K35.8'] });
    expect(failures(exclusions, subject({ diagnoses: ['K35.2'] }))).toEqual([]);
    expect(failures(exclusions, subject({ diagnoses: ['K35.8', 'C50.9', 'J45'] }))).toEqual([
      'Diagnosis K35.8, C50.9 is on the exclusion list.',
    ]);
    expect(
      failures(rule({ kind: 'diagnosis-exclusions', codes: ['K358'] }), subject()),
    ).toHaveLength(1);
  });

  it("total limit: the total an approval pays (the office's amounts) under the limit passes", () => {
    expect(failures(rule({ kind: 'total-limit', limit: '12150.01' }), subject())).toEqual([]);
    expect(failures(rule({ kind: 'total-limit', limit: '12,150' }), subject())).toEqual([
      'The total requested, S$ 12,150.00, is not under the limit of S$ 12,150.00.',
    ]);
    // The office lowered the surgeon fee by 1,000: that is the total paid.
    const lowered = panel('5500.00', '5500.00', { surgeonfee: '4500.00' });
    expect(
      failures(rule({ kind: 'total-limit', limit: '12850.01' }), subject({}, lowered)),
    ).toEqual([]);
  });

  it('hospital list: on the list passes', () => {
    expect(
      failures(rule({ kind: 'hospital-list', hospitalCodes: ['MEH', 'SGH'] }), subject()),
    ).toEqual([]);
    expect(failures(rule({ kind: 'hospital-list', hospitalCodes: ['SGH'] }), subject())).toEqual([
      'The hospital MEH is not on the list.',
    ]);
  });

  it('names every failed rule in the order of the set', () => {
    const outcome = evaluateDecisionRules(
      [rule({ kind: 'total-limit', limit: '100' }), rule({ kind: 'policy-covered' })],
      subject({ policyInForce: false }),
    );
    expect(outcome.passed).toBe(false);
    expect(outcome.failed.map((f) => f.kind)).toEqual(['total-limit', 'policy-covered']);
  });
});

describe('decisionRuleSetBodySchema', () => {
  it('refuses an unknown kind, a bad code, an empty list and a kind twice', () => {
    const issues = (rules: object[]) => {
      const parsed = decisionRuleSetBodySchema.safeParse({ straightThrough: true, rules });
      return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
    };
    expect(issues([{ kind: 'age-limit' }])).toEqual([['rules.0.kind', M.kindUnknown]]);
    expect(issues([{ kind: 'diagnosis-exclusions', codes: ['9'] }])).toEqual([
      ['rules.0.codes.0', M.exclusionInvalid],
    ]);
    expect(issues([{ kind: 'hospital-list', hospitalCodes: [] }])).toEqual([
      ['rules.0.hospitalCodes', M.hospitalsRequired],
    ]);
    expect(issues([{ kind: 'policy-covered' }, { kind: 'policy-covered' }])).toEqual([
      ['rules.1.kind', M.kindTwice],
    ]);
  });

  it("refuses a kind's missing setting and another kind's setting at their fields", () => {
    const issues = (rules: object[]) => {
      const parsed = decisionRuleSetBodySchema.safeParse({ straightThrough: true, rules });
      return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
    };
    expect(issues([{ kind: 'total-limit' }])).toEqual([['rules.0.limit', M.limitInvalid]]);
    expect(issues([{ kind: 'total-limit', limit: '100', codes: ['C'] }])).toEqual([
      ['rules.0.codes', M.settingNotOfKind],
    ]);
    // The agreed-prices rule's retired tolerance, like any setting no kind has.
    expect(issues([{ kind: 'agreed-prices', tolerancePercent: 10 }])).toEqual([
      ['rules.0.tolerancePercent', M.settingNotOfKind],
    ]);
    // Without a kind, each setting is still checked at its own field.
    expect(issues([{ codes: ['9'] }])).toEqual([
      ['rules.0.kind', M.kindUnknown],
      ['rules.0.codes.0', M.exclusionInvalid],
    ]);
  });

  it('needs the agreed-prices and total-limit rules for straight-through to be on', () => {
    const issues = (straightThrough: boolean, rules: object[]) => {
      const parsed = proposeDecisionRulesBodySchema.safeParse({
        straightThrough,
        rules,
        basedOnVersion: 0,
      });
      return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
    };
    const bounded = [{ kind: 'agreed-prices' }, { kind: 'total-limit', limit: '20000' }];
    expect(issues(true, bounded)).toEqual([]);
    expect(issues(true, [])).toEqual([['straightThrough', M.straightThroughUnbounded]]);
    expect(issues(true, bounded.slice(0, 1))).toEqual([
      ['straightThrough', M.straightThroughUnbounded],
    ]);
    expect(issues(true, bounded.slice(1))).toEqual([
      ['straightThrough', M.straightThroughUnbounded],
    ]);
    expect(issues(false, [])).toEqual([]);
  });
});

describe('storedDecisionRuleSchema', () => {
  it('reads a version stored with the retired tolerance as the agreed-prices rule it is now', () => {
    expect(storedDecisionRuleSchema.parse({ kind: 'agreed-prices', tolerancePercent: 10 })).toEqual(
      { kind: 'agreed-prices' },
    );
  });
});
