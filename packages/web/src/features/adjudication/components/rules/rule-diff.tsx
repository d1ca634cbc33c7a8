import { type DecisionRule, diffRuleSets, formatMoney, type RuleChange } from '@preauth/shared';
import { RULE_TEXTS } from './rule-texts';

type RuleSet = { straightThrough: boolean; rules: readonly DecisionRule[] };

/** A rule's settings in words, as the diff shows them before and after; null when it has none. */
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
 * What a proposed set changes of the version in force, rule by rule: each rule added, removed or
 * whose settings changed (old → new), and straight-through turned on or off.
 */
export function RuleDiff({ before, after }: { before: RuleSet | null; after: RuleSet }) {
  const diff = diffRuleSets(before, after);
  if (!diff.straightThrough && diff.rules.length === 0) {
    return <p>No change from the version in force.</p>;
  }
  return (
    <ul className="rule-diff" aria-label="Changes from the version in force">
      {diff.straightThrough && (
        <li>
          <strong>Straight-through approval</strong>: {onOff(diff.straightThrough[0])} →{' '}
          {onOff(diff.straightThrough[1])}
        </li>
      )}
      {diff.rules.map((change) => (
        <li key={change.kind} data-change={change.change}>
          <strong>{RULE_TEXTS[change.kind].title}</strong>: {changeText(change)}
        </li>
      ))}
    </ul>
  );
}
