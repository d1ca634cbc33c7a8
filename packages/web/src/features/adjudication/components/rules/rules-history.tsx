import {
  type DecisionRuleVersion,
  displaySingaporeDateTime,
  type RuleProposal,
} from '@preauth/shared';
import { Button } from '../../../../components/ui/button';
import { ReviewSection } from '../../../../components/ui/detail-list';

const when = (iso: string) => displaySingaporeDateTime(new Date(iso));
/** No adjudicator proposed or approved a version the portal was set up with (the demo's first). */
const byName = (name: string | null) => name ?? 'the portal';

/**
 * Every version, newest first: who proposed it, who approved it and when it came into force, each
 * but the one in force with "Propose this version again" (a rollback: its rules go into the
 * editor as a draft edited from the version in force); then the declined proposals with why.
 */
export function RulesHistory({
  versions,
  declined,
  onProposeAgain,
}: {
  versions: DecisionRuleVersion[];
  declined: RuleProposal[];
  onProposeAgain: (version: DecisionRuleVersion) => void;
}) {
  return (
    <ReviewSection id="rules-history" title="History">
      {versions.length === 0 && <p>No version yet.</p>}
      <ol className="rules-history" aria-label="Versions">
        {versions.map((version, index) => (
          <li key={version.version}>
            <p>
              <strong>Version {version.version}</strong>
              {index === 0 && ' (in force)'}: proposed by {byName(version.proposedBy)}, approved by{' '}
              {byName(version.approvedBy)} on {when(version.publishedAt)}. Straight-through{' '}
              {version.straightThrough ? 'on' : 'off'}, {version.rules.length}{' '}
              {version.rules.length === 1 ? 'rule' : 'rules'}.
            </p>
            {/* The hidden number tells the buttons apart in a screen reader's list of them. */}
            {index > 0 && (
              <Button variant="outline" onClick={() => onProposeAgain(version)}>
                Propose this version again{' '}
                <span className="visually-hidden">(version {version.version})</span>
              </Button>
            )}
          </li>
        ))}
      </ol>
      {declined.length > 0 && (
        <>
          <h3>Declined proposals</h3>
          <ul className="rules-history">
            {declined.map((proposal) => (
              <li key={proposal.id}>
                Proposed by {byName(proposal.proposedBy)} on {when(proposal.proposedAt)}, declined
                by {byName(proposal.decidedBy)}
                {proposal.decidedAt && ` on ${when(proposal.decidedAt)}`}: “{proposal.declineReason}
                ”
              </li>
            ))}
          </ul>
        </>
      )}
    </ReviewSection>
  );
}
