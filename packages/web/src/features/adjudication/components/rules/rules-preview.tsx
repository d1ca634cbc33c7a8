import {
  type DecidedOutcome,
  type DecisionRuleKind,
  type DecisionRulePreview,
  displaySingaporeDateTime,
} from '@preauth/shared';
import { Link } from 'react-router';
import { ReviewSection } from '../../../../components/ui/detail-list';
import { paths } from '../../../../config/paths';
import { RULE_TEXTS } from './rule-texts';

const requests = (count: number) => `${count} ${count === 1 ? 'request' : 'requests'}`;

/** What was actually decided on a past request, as the preview says it. */
export const DECIDED_TEXTS: Record<DecidedOutcome, string> = {
  'approved-in-full': 'an adjudicator approved it in full',
  'approved-with-reductions': 'an adjudicator approved it with reductions',
  rejected: 'an adjudicator rejected it',
  'amendment-requested': 'an adjudicator requested an amendment',
  'approved-automatically': 'it was approved automatically',
  reversed: 'its automatic approval was reversed',
  'not-decided': 'not decided yet',
};

type PreviewRequest = DecisionRulePreview['requests'][number];

function RequestItem({ request }: { request: PreviewRequest }) {
  return (
    <li>
      <Link to={paths.adjudicationCase(request.paId)}>{request.erefNo}</Link>, reached Processing on{' '}
      {displaySingaporeDateTime(new Date(request.reachedProcessingAt))}: the draft{' '}
      {request.outcome === 'pass' ? 'would approve it' : 'would leave it to an adjudicator'};{' '}
      {DECIDED_TEXTS[request.decided]}.
      {request.failed.length > 0 && (
        <ul>
          {request.failed.map(({ kind, reason }) => (
            <li key={kind}>{reason}</li>
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * What the edited rules would have made of the latest requests that reached Processing, beside
 * what adjudicators decided on them: how many meet every rule and of those how many adjudicators
 * approved, reduced or rejected; how many failed each rule; the disagreements (the draft approves
 * what a person reduced or rejected, or refuses what a person approved in full) listed first.
 */
export function RulesPreview({ preview }: { preview: DecisionRulePreview }) {
  const { evaluated, passed, failed, failedByRule, passedThatWere } = preview.totals;
  if (evaluated === 0) {
    return (
      <ReviewSection id="rules-preview" title="Preview">
        <p>No past request reached Processing, so there is nothing to test the rules on.</p>
      </ReviewSection>
    );
  }
  const byRule = Object.entries(failedByRule) as [DecisionRuleKind, number][];
  const disagreements = preview.requests.filter((request) => request.disagrees);
  const others = preview.requests.filter((request) => !request.disagrees);
  return (
    <ReviewSection id="rules-preview" title="Preview">
      <p>
        Of the latest {requests(evaluated)} that reached Processing, {passed} would meet every rule
        (approved automatically while straight-through is on) and {failed} would not.
      </p>
      <p>
        Of the {requests(passed)} the draft would approve, adjudicators approved{' '}
        {passedThatWere.approvedInFull} in full, {passedThatWere.approvedWithReductions} with
        reductions, and rejected {passedThatWere.rejected}.
      </p>
      {byRule.length > 0 && (
        <>
          <h3>Rules not met</h3>
          <ul>
            {byRule.map(([kind, count]) => (
              <li key={kind}>
                {RULE_TEXTS[kind].title}: {requests(count)}
              </li>
            ))}
          </ul>
        </>
      )}
      <h3>Disagreements with adjudicators ({disagreements.length})</h3>
      {disagreements.length === 0 ? (
        <p>None: on every request decided, the draft agrees with the adjudicator.</p>
      ) : (
        <ul className="rules-preview__requests" aria-label="Disagreements">
          {disagreements.map((request) => (
            <RequestItem key={request.paId} request={request} />
          ))}
        </ul>
      )}
      {others.length > 0 && (
        <>
          <h3>Other requests</h3>
          <ul className="rules-preview__requests">
            {others.map((request) => (
              <RequestItem key={request.paId} request={request} />
            ))}
          </ul>
        </>
      )}
    </ReviewSection>
  );
}
