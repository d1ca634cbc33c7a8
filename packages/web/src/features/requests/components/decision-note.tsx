import { displaySingaporeDay, type RequestDetail } from '@preauth/shared';

/** What the insurer decided, as the policyholder reads it on the review (issue 14). */
const OUTCOME_TITLES = {
  reject: 'Rejected by the insurer',
  'request-amendment': 'The insurer asked for an amendment',
} as const;

/**
 * The insurer's rejection (its reason, coded and in its words) or amendment request (what must
 * change) on the review, while the request is in the status the decision gave it. An approval's
 * conditions show with the certificate (`ApprovalNote`).
 */
export function DecisionNote({ detail }: { detail: RequestDetail }) {
  const { decision, statusCode } = detail;
  const shown =
    (decision?.outcome === 'reject' && statusCode === 'REJ') ||
    (decision?.outcome === 'request-amendment' && statusCode === 'AME-REQ');
  if (!decision || !shown) return null;
  return (
    <aside className="decision-note" aria-labelledby="decision-note-title">
      <h2 id="decision-note-title">{OUTCOME_TITLES[decision.outcome]}</h2>
      <dl className="decision-note__facts">
        <div>
          <dt>Decided on</dt>
          <dd>{displaySingaporeDay(new Date(decision.decidedOn))}</dd>
        </div>
        {decision.reasonLabel && (
          <div>
            <dt>Reason</dt>
            <dd>{decision.reasonLabel}</dd>
          </div>
        )}
        {decision.reasonText && (
          <div>
            <dt>{decision.outcome === 'reject' ? 'Explanation' : 'What must change'}</dt>
            <dd className="decision-note__text">{decision.reasonText}</dd>
          </div>
        )}
      </dl>
    </aside>
  );
}
