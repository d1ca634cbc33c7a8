import type { DecisionRuleSetBody } from '@preauth/shared';

/**
 * Diagnoses the demo insurers never approve without an adjudicator (ICD-10 prefixes, ours):
 * neoplasms (C, D0), mental and behavioural disorders due to substance use (F1), pregnancy and
 * childbirth (O), cosmetic surgery (Z41), intentional self-harm (X6, X7, X80 to X84).
 */
const EXCLUDED_DIAGNOSES = [
  'C',
  'D0',
  'F1',
  'O',
  'Z41',
  'X6',
  'X7',
  'X80',
  'X81',
  'X82',
  'X83',
  'X84',
];

/**
 * The rule set each demo insurer has published (version 1): AURORA approves straight through a
 * request within the agreed prices, on a policy in force, without an excluded diagnosis and under
 * S$ 25,000; BEACON keeps the same kinds of rule (a lower limit) with straight-through off, so
 * its adjudicators see the failed rules but decide every request themselves.
 */
/** The demo's rules with a total limit. */
const rulesUnder = (limit: string): DecisionRuleSetBody['rules'] => [
  { kind: 'agreed-prices' },
  { kind: 'policy-covered', requireRider: false },
  { kind: 'diagnosis-exclusions', codes: EXCLUDED_DIAGNOSES },
  { kind: 'total-limit', limit },
];

export const DEMO_DECISION_RULES: Record<string, DecisionRuleSetBody> = {
  AURORA: { straightThrough: true, rules: rulesUnder('25000.00') },
  BEACON: { straightThrough: false, rules: rulesUnder('15000.00') },
};
