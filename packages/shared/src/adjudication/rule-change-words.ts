import { formatMoney } from '../money/money';
import { diffRuleSets, type RuleChange } from './decision-rule-proposals';
import type { DecisionRule, DecisionRuleKind } from './decision-rules';

/** Each kind of rule's name, as the rules page, its preview and the rule-change emails say it. */
export const DECISION_RULE_TITLES: Record<DecisionRuleKind, string> = {
  'agreed-prices': 'Fees within the agreed prices',
  'policy-covered': 'Policy covered',
  'diagnosis-exclusions': 'Diagnoses not excluded',
  'total-limit': 'Total under a limit',
  'hospital-list': 'Listed hospitals only',
};

type RuleSet = { straightThrough: boolean; rules: readonly DecisionRule[] };

/** One line of what a set changes: the rule's (or the switch's) name and the change in words. */
export interface RuleChangeLine {
  title: string;
  text: string;
  /** Absent for the straight-through switch. */
  change?: RuleChange['change'];
}

/** A rule's settings in words, before and after; null when it has none. */
function ruleSettings(rule: DecisionRule): string | null {
  switch (rule.kind) {
    case 'agreed-prices':
      return null;
    case 'policy-covered':
      return rule.requireRider ? 'rider required' : 'rider not required';
    case 'diagnosis-exclusions':
      return `excluded ${rule.codes.join(', ')}`;
    case 'total-limit':
      return `limit ${formatMoney(rule.limit)}`;
    case 'hospital-list':
      return `hospitals ${rule.hospitalCodes.join(', ')}`;
  }
}

/** A change's word ("Added"), with the rule's settings in brackets when it has any. */
const withSettings = (text: string, rule: DecisionRule, prefix = '') => {
  const settings = ruleSettings(rule);
  return settings === null ? text : `${text} (${prefix}${settings})`;
};

const changeText = (change: RuleChange) => {
  switch (change.change) {
    case 'added':
      return withSettings('Added', change.after);
    case 'removed':
      return withSettings('Removed', change.before, 'was ');
    case 'changed':
      // Only a rule with settings can change.
      return `Changed: ${ruleSettings(change.before) ?? ''} → ${ruleSettings(change.after) ?? ''}`;
  }
};

const onOff = (on: boolean) => (on ? 'on' : 'off');

/**
 * What `after` changes of `before` (`diffRuleSets`) in words, one line per change: straight-through
 * turned on or off first, then each rule added, removed or whose settings changed (old → new).
 */
export function ruleChangeLines(before: RuleSet | null, after: RuleSet): RuleChangeLine[] {
  const diff = diffRuleSets(before, after);
  const switched = diff.straightThrough;
  return [
    ...(switched
      ? [
          {
            title: 'Straight-through approval',
            text: `${onOff(switched[0])} → ${onOff(switched[1])}`,
          },
        ]
      : []),
    ...diff.rules.map((change) => ({
      title: DECISION_RULE_TITLES[change.kind],
      text: changeText(change),
      change: change.change,
    })),
  ];
}

/** The same in one line ("Straight-through approval: on → off; Policy covered: Added …"). */
export const ruleChangeSummary = (before: RuleSet | null, after: RuleSet) =>
  ruleChangeLines(before, after)
    .map((line) => `${line.title}: ${line.text}`)
    .join('; ') || 'No change from the version in force.';
