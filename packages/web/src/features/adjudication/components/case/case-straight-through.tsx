import { displaySingaporeDateTime, type StraightThroughEvaluation } from '@preauth/shared';
import { ReviewSection } from '../../../../components/ui/detail-list';

const dateTime = (timestamp: string) => displaySingaporeDateTime(new Date(timestamp));

/**
 * What the insurer's straight-through rules made of the case, first on the page: the rules it did
 * not meet (why it waits for an adjudicator), or that the portal approved it by them.
 */
export function CaseStraightThrough({ evaluation }: { evaluation: StraightThroughEvaluation }) {
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
    </ReviewSection>
  );
}
