import {
  type CaseView,
  type DecisionResponse,
  displaySingaporeDateTime,
  type StraightThroughEvaluation,
  statusLabel,
} from '@preauth/shared';
import { useState } from 'react';
import { ReviewSection } from '../../../../components/ui/detail-list';
import { toldText } from '../decision/decision-texts';
import { ReverseAutomaticForm } from './reverse-automatic-form';

const dateTime = (timestamp: string) => displaySingaporeDateTime(new Date(timestamp));

/** An automatic approval not reversed, while the request is still Approved, can be reversed. */
const reversible = (view: CaseView, evaluation: StraightThroughEvaluation) =>
  evaluation.approvedAutomatically && evaluation.reversedAt === null && view.statusCode === 'APP';

/**
 * What the insurer's straight-through rules made of the case, first on the page: the rules it did
 * not meet (why it waits for an adjudicator), or that the portal approved it by them, with the
 * reversal of such an approval while it stands, and what the reversal did once done.
 */
export function CaseStraightThrough({
  view,
  evaluation,
}: {
  view: CaseView;
  evaluation: StraightThroughEvaluation;
}) {
  const [reversal, setReversal] = useState<DecisionResponse | null>(null);
  const { ruleVersion, evaluatedAt, failed, approvedAutomatically, reversedAt } = evaluation;
  const checked = `Checked against rule set version ${ruleVersion} on ${dateTime(evaluatedAt)}`;
  return (
    <ReviewSection id="straight-through" title="Straight-through rules">
      {failed.length > 0 ? (
        <>
          <p>{checked}: not approved automatically. Rules not met:</p>
          <ul>
            {failed.map(({ kind, reason }) => (
              <li key={kind}>{reason}</li>
            ))}
          </ul>
        </>
      ) : approvedAutomatically ? (
        <p>
          {checked}: approved automatically, every rule met.
          {reversedAt && ` An adjudicator reversed the approval on ${dateTime(reversedAt)}.`}
        </p>
      ) : (
        <p>{checked}: every rule met, but straight-through was off.</p>
      )}
      <div role="status">
        {reversal && (
          <p className="alert alert--success">
            Automatic approval reversed: the request is back in {statusLabel(reversal.statusCode)}.{' '}
            {toldText(reversal.notified)}
          </p>
        )}
      </div>
      {reversible(view, evaluation) && (
        <ReverseAutomaticForm paId={view.paId} onReversed={setReversal} />
      )}
    </ReviewSection>
  );
}
