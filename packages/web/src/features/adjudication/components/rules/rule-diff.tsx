import { type DecisionRule, ruleChangeLines } from '@preauth/shared';

type RuleSet = { straightThrough: boolean; rules: readonly DecisionRule[] };

/**
 * What a proposed set changes of the version in force, rule by rule: each rule added, removed or
 * whose settings changed (old → new), and straight-through turned on or off.
 */
export function RuleDiff({ before, after }: { before: RuleSet | null; after: RuleSet }) {
  const lines = ruleChangeLines(before, after);
  if (lines.length === 0) {
    return <p>No change from the version in force.</p>;
  }
  return (
    <ul className="rule-diff" aria-label="Changes from the version in force">
      {lines.map((line) => (
        <li key={line.title} data-change={line.change}>
          <strong>{line.title}</strong>: {line.text}
        </li>
      ))}
    </ul>
  );
}
