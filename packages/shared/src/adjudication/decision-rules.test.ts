import { describe, expect, it } from 'vitest';
import {
  DECISION_RULE_MESSAGES as M,
  decisionRuleSetBodySchema,
  evaluateDecisionRules,
  type DecisionRule,
  type RuleSubject,
} from './decision-rules';

const subject = (changes: Partial<RuleSubject> = {}): RuleSubject => ({
  hospitalCode: 'MEH',
  panel: false,
  policyInForce: true,
  riderInForce: true,
  diagnoses: ['K35.8'],
  surgeryLines: [
    {
      tospCode: 'SF801H',
      surgeonfee: '4000.00',
      anaesthetistfee: '1200.00',
      surgeryAgreedPrice: '4000.00',
      anaestheticAgreedPrice: '1200.00',
    },
  ],
  totalBill: '12320.00',
  ...changes,
});

const rule = (input: object): DecisionRule =>
  decisionRuleSetBodySchema.parse({ straightThrough: true, rules: [input] }).rules[0]!;

const failures = (r: DecisionRule, s: RuleSubject) =>
  evaluateDecisionRules([r], s).failed.map((f) => f.reason);

describe('evaluateDecisionRules', () => {
  it('passes everything with no rules', () => {
    expect(evaluateDecisionRules([], subject({ policyInForce: false }))).toEqual({
      passed: true,
      failed: [],
    });
  });

  it('agreed prices: at the price passes, a cent above fails, tolerance and panel let it pass', () => {
    const prices = rule({ kind: 'agreed-prices' });
    expect(failures(prices, subject())).toEqual([]);
    const above = subject({
      surgeryLines: [{ ...subject().surgeryLines[0]!, anaesthetistfee: '1200.01' }],
    });
    expect(failures(prices, above)).toEqual([
      'The anaesthetist fee for SF801H, S$ 1,200.01, is above S$ 1,200.00 (the agreed S$ 1,200.00).',
    ]);
    expect(failures(rule({ kind: 'agreed-prices', tolerancePercent: 10 }), above)).toEqual([]);
    expect(failures(prices, { ...above, panel: true })).toEqual([]);
    const unpriced = subject({
      surgeryLines: [{ ...subject().surgeryLines[0]!, surgeryAgreedPrice: null }],
    });
    expect(failures(prices, unpriced)).toEqual(['SF801H has no agreed surgeon price.']);
    // No anaesthetist fee: nothing to compare.
    const none = subject({
      surgeryLines: [{ ...subject().surgeryLines[0]!, anaesthetistfee: null }],
    });
    expect(failures(prices, none)).toEqual([]);
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

  it('total limit: under passes, at the limit fails', () => {
    expect(failures(rule({ kind: 'total-limit', limit: '12320.01' }), subject())).toEqual([]);
    expect(failures(rule({ kind: 'total-limit', limit: '12,320' }), subject())).toEqual([
      'The total requested, S$ 12,320.00, is not under the limit of S$ 12,320.00.',
    ]);
    expect(
      failures(rule({ kind: 'total-limit', limit: '1' }), subject({ totalBill: null })),
    ).toEqual(['The request has no total.']);
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
    // Without a kind, each setting is still checked at its own field.
    expect(issues([{ codes: ['9'] }])).toEqual([
      ['rules.0.kind', M.kindUnknown],
      ['rules.0.codes.0', M.exclusionInvalid],
    ]);
  });
});
