import { type RequestDetail, URGENCY_MESSAGES } from '@preauth/shared';

/**
 * A request marked urgent, on the review (the policyholder's and the agent's): "Urgent" with the
 * reason given, or once the insurer downgraded it, that it treats it as standard and why.
 */
export function UrgencyNote({ detail }: { detail: RequestDetail }) {
  const { urgency } = detail;
  if (!urgency) return null;
  return (
    <aside className="urgency-note" aria-labelledby="urgency-note-title">
      {urgency.urgent ? (
        <>
          <h2 id="urgency-note-title">Urgent</h2>
          <p className="urgency-note__text">{urgency.reason}</p>
        </>
      ) : (
        <>
          <h2 id="urgency-note-title">Treated as standard</h2>
          <p className="urgency-note__text">
            {URGENCY_MESSAGES.treatedAsStandard(urgency.downgradeReason ?? '')}
          </p>
        </>
      )}
    </aside>
  );
}
