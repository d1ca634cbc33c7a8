import { DECISION_RULE_LIMITS, type DecisionRuleKind } from '@preauth/shared';
import { Field } from '../../../../components/form/field';
import { Button } from '../../../../components/ui/button';
import { CodeListField } from './code-list-field';
import { RULE_TEXTS } from './rule-texts';

/** Room for the longest list the rule takes: each code and its separator. */
const EXCLUSIONS_TEXT = DECISION_RULE_LIMITS.exclusions * 8;
const HOSPITALS_TEXT = DECISION_RULE_LIMITS.hospitals * 41;
const LIST_HINT = 'One per line, or separated by commas.';

/** The settings of one kind of rule, named `${name}.…` in the form (agreed prices has none). */
function RuleSettings({ kind, name }: { kind: DecisionRuleKind; name: string }) {
  switch (kind) {
    case 'agreed-prices':
      return null;
    case 'policy-covered':
      return (
        <Field
          type="checkbox"
          name={`${name}.requireRider`}
          label="The rider the request names must be on the policy too"
        />
      );
    case 'diagnosis-exclusions':
      return (
        <CodeListField
          name={`${name}.codes`}
          label="Excluded ICD-10 codes or prefixes"
          hint={`${LIST_HINT} A prefix excludes every code it starts: C excludes every neoplasm, F10.2 excludes F10.20.`}
          maxLength={EXCLUSIONS_TEXT}
        />
      );
    case 'total-limit':
      return (
        <Field
          type="currency"
          name={`${name}.limit`}
          label="Limit"
          hint="The total requested must be under this amount."
        />
      );
    case 'hospital-list':
      return (
        <CodeListField
          name={`${name}.hospitalCodes`}
          label="Hospital codes"
          hint={`${LIST_HINT} Requests at any other hospital wait for an adjudicator.`}
          maxLength={HOSPITALS_TEXT}
        />
      );
  }
}

/** One rule of the set: what a request must meet, its settings, and a way to remove it. */
export function RuleFieldset({
  kind,
  index,
  onRemove,
}: {
  kind: DecisionRuleKind;
  index: number;
  onRemove: () => void;
}) {
  const { title, meets } = RULE_TEXTS[kind];
  return (
    <fieldset className="rule-fieldset">
      <legend>{title}</legend>
      <p className="muted">{meets}</p>
      <RuleSettings kind={kind} name={`rules.${index}`} />
      <Button variant="outline" onClick={onRemove} aria-label={`Remove this rule: ${title}`}>
        Remove this rule
      </Button>
    </fieldset>
  );
}
