import {
  DECISION_RULE_TITLES,
  type DecisionRuleInput,
  type DecisionRuleKind,
} from '@preauth/shared';

/**
 * The rules page's wording per kind of rule (ours: the specification shows no insurer screen):
 * its name (shared with the rule-change emails), and what a request must meet.
 */
export const RULE_TEXTS: Record<DecisionRuleKind, { title: string; meets: string }> = {
  'agreed-prices': {
    title: DECISION_RULE_TITLES['agreed-prices'],
    meets:
      'Every surgeon and anaesthetist fee to be paid (the business office’s, where it changed ' +
      'it) is within its cap: its agreed price on the first surgery row, 80 % of it on later ' +
      'rows. No fee needed the doctor’s justification, no other fee is asked (a fee type has no ' +
      'agreed price), and the business office raised no fee.',
  },
  'policy-covered': {
    title: DECISION_RULE_TITLES['policy-covered'],
    meets: 'The request’s policy is on the insurer’s books for this patient.',
  },
  'diagnosis-exclusions': {
    title: DECISION_RULE_TITLES['diagnosis-exclusions'],
    meets: 'No diagnosis of the request starts with one of the excluded codes.',
  },
  'total-limit': {
    title: DECISION_RULE_TITLES['total-limit'],
    meets:
      'The total to be paid (the business office’s fees, where it changed them) is under the limit.',
  },
  'hospital-list': {
    title: DECISION_RULE_TITLES['hospital-list'],
    meets: 'The request’s hospital is one of the listed hospitals.',
  },
};

/** The settings a rule starts with when added to the set. */
export const NEW_RULE: Record<DecisionRuleKind, DecisionRuleInput> = {
  'agreed-prices': { kind: 'agreed-prices' },
  'policy-covered': { kind: 'policy-covered', requireRider: false },
  'diagnosis-exclusions': { kind: 'diagnosis-exclusions', codes: [] },
  'total-limit': { kind: 'total-limit', limit: '' },
  'hospital-list': { kind: 'hospital-list', hospitalCodes: [] },
};
