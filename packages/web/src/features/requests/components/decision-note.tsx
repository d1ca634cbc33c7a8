import { displaySingaporeDay, type RequestDetail } from '@preauth/shared';

/**
 * How the review shows the insurer's decisions it explains (issue 14): in which status, under
 * which heading, and what the decision's text is called.
 */
const NOTES = {
  reject: { status: 'REJ', title: 'Rejected by the insurer', text: 'Explanation' },
  'request-amendment': {
    status: 'AME-REQ',
    title: 'The insurer asked for an amendment',
    text: 'What must change',
  },
} as const;

/**
 * The insurer's rejection (its reason, coded and in its words) or amendment request (what must
 * change) on the review, while the request is in the status the decision gave it. An approval's
 * conditions show with the certificate (`ApprovalNote`).
 */
export function DecisionNote({ detail }: { detail: RequestDetail }) {
  const { decision } = detail;
  if (!decision || decision.outcome === 'approve') return null;
  const note = NOTES[decision.outcome];
  if (detail.statusCode !== note.status) return null;
  return (
    <aside className="decision-note" aria-labelledby="decision-note-title">
      <h2 id="decision-note-title">{note.title}</h2>
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
            <dt>{note.text}</dt>
            <dd className="decision-note__text">{decision.reasonText}</dd>
          </div>
        )}
      </dl>
    </aside>
  );
}
