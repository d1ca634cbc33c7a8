import { type CaseView, displaySingaporeDateTime, statusLabel } from '@preauth/shared';
import { ReviewSection } from '../../../../components/ui/detail-list';
import { actorLabel, auditActionText } from '../../lib/case-texts';

const dateTime = (timestamp: string) => displaySingaporeDateTime(new Date(timestamp));

/** An audit entry's details as `key: value` lines (nested values as JSON). */
function detailLines(details: Record<string, unknown> | null): string[] {
  if (!details) return [];
  return Object.entries(details).map(
    ([key, value]) =>
      `${key}: ${typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value)}`,
  );
}

/** The status history, oldest first, with who moved the request. */
export function CaseStatusHistory({ statuses }: { statuses: CaseView['statuses'] }) {
  return (
    <ReviewSection id="history" title="Status history">
      <ol className="case-history">
        {statuses.map((entry, index) => (
          <li key={index} className="case-history__entry">
            <span className="case-history__what">{statusLabel(entry.statusCode)}</span>
            <span className="case-note">
              {dateTime(entry.createdOn)} · {actorLabel(entry.actorType)}
            </span>
          </li>
        ))}
      </ol>
    </ReviewSection>
  );
}

/** The request's audit, oldest first: who saw and changed what, and when. */
export function CaseAudit({ audit }: { audit: CaseView['audit'] }) {
  return (
    <ReviewSection id="audit" title="Audit">
      {audit.length === 0 ? (
        <p>Nothing is recorded yet.</p>
      ) : (
        <ol className="case-audit">
          {audit.map((entry, index) => {
            const details = detailLines(entry.details);
            return (
              <li key={index} className="case-audit__entry">
                <div className="case-audit__head">
                  <span className="case-audit__what">
                    {auditActionText(entry.action)}{' '}
                    <code className="case-audit__code">{entry.action}</code>
                  </span>
                  <span className="case-note">{dateTime(entry.occurredAt)}</span>
                </div>
                <p className="case-audit__who">
                  {entry.actorName
                    ? `${entry.actorName} (${actorLabel(entry.actorType)})`
                    : actorLabel(entry.actorType)}
                </p>
                {details.length > 0 && (
                  <ul className="case-audit__details">
                    {details.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </ReviewSection>
  );
}
