import {
  type DecisionRuleKind,
  type DecisionRulePreview,
  displaySingaporeDateTime,
} from '@preauth/shared';
import { Link } from 'react-router';
import { ReviewSection } from '../../../../components/ui/detail-list';
import { paths } from '../../../../config/paths';
import { RULE_TEXTS } from './rule-texts';

const requests = (count: number) => `${count} ${count === 1 ? 'request' : 'requests'}`;

/**
 * What the edited rules would have made of the latest requests that reached Processing: how many
 * meet every rule, how many failed each rule, and each request with the rules it did not meet.
 */
export function RulesPreview({ preview }: { preview: DecisionRulePreview }) {
  const { evaluated, passed, failed, failedByRule } = preview.totals;
  if (evaluated === 0) {
    return (
      <ReviewSection id="rules-preview" title="Preview">
        <p>No past request reached Processing, so there is nothing to test the rules on.</p>
      </ReviewSection>
    );
  }
  const byRule = Object.entries(failedByRule) as [DecisionRuleKind, number][];
  return (
    <ReviewSection id="rules-preview" title="Preview">
      <p>
        Of the latest {requests(evaluated)} that reached Processing, {passed} would meet every rule
        (approved automatically while straight-through is on) and {failed} would not.
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
      <h3>Requests</h3>
      <ul className="rules-preview__requests">
        {preview.requests.map((request) => (
          <li key={request.paId}>
            <Link to={paths.adjudicationCase(request.paId)}>{request.erefNo}</Link>, reached
            Processing on {displaySingaporeDateTime(new Date(request.reachedProcessingAt))}:{' '}
            {request.outcome === 'pass' ? 'meets every rule.' : 'does not meet:'}
            {request.failed.length > 0 && (
              <ul>
                {request.failed.map(({ kind, reason }) => (
                  <li key={kind}>{reason}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </ReviewSection>
  );
}
