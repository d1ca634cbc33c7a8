import {
  auditActionText,
  type CaseAuditPage,
  type CaseView,
  displaySingaporeDateTime,
  statusLabel,
} from '@preauth/shared';
import { useEffect, useRef } from 'react';
import { Button } from '../../../../components/ui/button';
import { ReviewSection } from '../../../../components/ui/detail-list';
import { errorMessage } from '../../../../lib/error-message';
import { useCaseAudit } from '../../api/get-case-audit';
import { distinctEntries } from '../../lib/case-audit-pages';
import { actorLabel } from '../../lib/case-texts';

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

/**
 * The request's audit, newest first: who saw and changed what, and when. The case brings the
 * latest page; "Show older entries" reads the next one below it and moves the focus to its first
 * entry.
 */
export function CaseAudit({ paId, audit }: { paId: string; audit: CaseAuditPage }) {
  const pages = useCaseAudit(paId, audit);
  const entries = distinctEntries(pages.data.pages);
  // What the case counted when it was read: the entries this list can show.
  const { total } = audit;
  const list = useRef<HTMLOListElement>(null);
  /** Where the entries being read will begin, to move the focus there once they are shown. */
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const first =
      focusFrom.current === null ? undefined : list.current?.children[focusFrom.current];
    if (!first) return;
    focusFrom.current = null;
    (first as HTMLElement).focus();
  }, [entries.length]);

  const showOlder = async () => {
    focusFrom.current = entries.length;
    const result = await pages.fetchNextPage();
    if (result.isError) focusFrom.current = null;
  };

  return (
    <ReviewSection id="audit" title="Audit">
      {entries.length === 0 ? (
        <p>Nothing is recorded yet.</p>
      ) : (
        <>
          <p className="case-note" role="status">
            Newest first: {entries.length} of {total} {total === 1 ? 'entry' : 'entries'}
            {pages.isFetchingNextPage && ', loading older entries…'}
          </p>
          <ol className="case-audit" ref={list}>
            {entries.map((entry) => {
              const details = detailLines(entry.details);
              return (
                <li key={entry.id} className="case-audit__entry" tabIndex={-1}>
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
          {pages.isFetchNextPageError && (
            <div className="alert alert--error case-audit__problem" role="alert">
              {errorMessage(pages.error, 'read')}
            </div>
          )}
          {pages.hasNextPage && (
            <Button
              variant="outline"
              className="case-audit__more"
              isLoading={pages.isFetchingNextPage}
              onClick={showOlder}
            >
              Show older entries
            </Button>
          )}
        </>
      )}
    </ReviewSection>
  );
}
