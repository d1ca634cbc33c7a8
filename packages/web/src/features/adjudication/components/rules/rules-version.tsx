import { type DecisionRuleVersion, displaySingaporeDateTime } from '@preauth/shared';
import { DetailList, ReviewSection } from '../../../../components/ui/detail-list';
import { RULE_TEXTS } from './rule-texts';

/**
 * The version in force: its number, who proposed and approved it and when, the switch and the
 * rules' names.
 */
export function RulesVersion({ current }: { current: DecisionRuleVersion | null }) {
  return (
    <ReviewSection id="rules-version" title="Version in force">
      {current ? (
        <DetailList
          items={[
            { label: 'Version', value: String(current.version) },
            // No adjudicator made a version the portal was set up with (the demo's first).
            { label: 'Proposed by', value: current.proposedBy ?? 'Set up with the portal' },
            { label: 'Approved by', value: current.approvedBy ?? 'Set up with the portal' },
            {
              label: 'In force since',
              value: displaySingaporeDateTime(new Date(current.publishedAt)),
            },
            { label: 'Straight-through approval', value: current.straightThrough ? 'On' : 'Off' },
            {
              label: 'Rules',
              value: current.rules.map((rule) => RULE_TEXTS[rule.kind].title).join(', ') || 'None',
            },
          ]}
        />
      ) : (
        <p>No rules in force yet: every request waits for an adjudicator.</p>
      )}
    </ReviewSection>
  );
}
