import {
  type CaseHistoryEntry,
  codedReason,
  displaySingaporeDateTime,
  formatMoney,
  type SubmissionChange,
} from '@preauth/shared';
import { ReviewSection } from '../../../../components/ui/detail-list';
import { FeeTableHead } from '../../../../components/ui/fee-table-head';
import { decidedByText, OUTCOME_LABELS } from './case-decision';
import './case-timeline.css';

type SubmissionEntry = Extract<CaseHistoryEntry, { kind: 'submission' }>;
type DecisionEntry = Extract<CaseHistoryEntry, { kind: 'decision' }>;
type AmendEntry = Extract<CaseHistoryEntry, { kind: 'amend' }>;

/** The change tables' columns, also each cell's name in the stacked phone layout. */
export const CHANGE_COLUMNS = { field: 'Field', before: 'Before', after: 'After' } as const;

/** A field that was empty, or a row or other fee not there. */
const NONE = 'None';

const dateTime = (timestamp: string) => displaySingaporeDateTime(new Date(timestamp));

const shown = ({ kind }: SubmissionChange, value: string | null) =>
  value === null ? NONE : kind === 'money' ? formatMoney(value) : value;

/** The fields that changed, each with its value before and after. */
function Changes({ caption, changes }: { caption: string; changes: SubmissionChange[] }) {
  return (
    <table className="fee-table change-table">
      <caption>{caption}</caption>
      <FeeTableHead columns={Object.values(CHANGE_COLUMNS)} />
      <tbody>
        {changes.map((change) => (
          <tr key={change.field}>
            <th scope="row">{change.label}</th>
            <td data-label={CHANGE_COLUMNS.before}>{shown(change, change.before)}</td>
            <td data-label={CHANGE_COLUMNS.after}>{shown(change, change.after)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A submission: who and when, what changed from the one before, the business office's answer. */
function Submission({ entry }: { entry: SubmissionEntry }) {
  const { number, office } = entry;
  const answeredAt = office?.answeredAt ? ` on ${dateTime(office.answeredAt)}` : '';
  return (
    <>
      <h3>{number === 1 ? 'Submission 1' : `Submission ${number} (resubmitted)`}</h3>
      <p>
        Submitted by the doctor, {entry.submittedBy}, on {dateTime(entry.submittedAt)}.
      </p>
      {number > 1 &&
        (entry.changes.length > 0 ? (
          <Changes caption={`What changed from submission ${number - 1}`} changes={entry.changes} />
        ) : (
          <p>Nothing changed from submission {number - 1}.</p>
        ))}
      {office &&
        (office.changes.length > 0 ? (
          <>
            <p>The business office adjusted the fees{answeredAt}.</p>
            <Changes
              caption={`The business office's changes to submission ${number}`}
              changes={office.changes}
            />
          </>
        ) : (
          <p>The business office confirmed the doctor&apos;s fees unchanged{answeredAt}.</p>
        ))}
    </>
  );
}

/** A decision: its outcome, who made it and when, and why. */
function Decision({ entry }: { entry: DecisionEntry }) {
  const { outcome, reversal } = entry;
  const reason =
    outcome === 'reject'
      ? codedReason(entry.reasonCode, entry.reasonLabel)
      : outcome === 'request-amendment'
        ? entry.reasonText
        : null;
  const who =
    entry.decidedBy.kind === 'adjudicator' ? `By ${entry.decidedBy.name}` : decidedByText(entry);
  return (
    <>
      <h3>Decision: {OUTCOME_LABELS[outcome]}</h3>
      <p>{`${who}, on ${dateTime(entry.decidedAt)}.`}</p>
      {outcome === 'reject' && reason && <p>Reason: {reason}</p>}
      {outcome === 'request-amendment' && reason && <p>What must change: {reason}</p>}
      {outcome === 'approve' && entry.approvedTotal && (
        <p>Approved total: {formatMoney(entry.approvedTotal)}</p>
      )}
      {reversal && (
        <p>
          Reversed by {reversal.reversedBy} on {dateTime(reversal.reversedAt)}: {reversal.reason}
        </p>
      )}
    </>
  );
}

/** A policyholder's amend: when, why, and the approval it withdrew. */
function Amend({ entry }: { entry: AmendEntry }) {
  return (
    <>
      <h3>Amended by the policyholder</h3>
      <p>On {dateTime(entry.amendedAt)}.</p>
      <p>Reason: {entry.reason ?? 'Not recorded'}</p>
      {entry.approvalWithdrawn && <p>The approval was withdrawn; its certificate is void.</p>}
    </>
  );
}

const keyOf = (entry: CaseHistoryEntry) =>
  entry.kind === 'submission'
    ? `s${entry.number}`
    : entry.kind === 'decision'
      ? `d${entry.decidedAt}`
      : `a${entry.amendedAt}`;

/**
 * The case's history, oldest first: each submission (who and when, what changed from the one
 * before, old and new, and the business office's answer), each decision (what, who, when, why)
 * and each policyholder's amend (when, why, whether it withdrew an approval).
 */
export function CaseTimeline({ history }: { history: CaseHistoryEntry[] }) {
  return (
    <ReviewSection id="timeline" title="History">
      {history.length === 0 ? (
        <p>The doctor has not submitted yet.</p>
      ) : (
        <ol className="case-timeline">
          {history.map((entry) => (
            <li key={keyOf(entry)}>
              {entry.kind === 'submission' ? (
                <Submission entry={entry} />
              ) : entry.kind === 'decision' ? (
                <Decision entry={entry} />
              ) : (
                <Amend entry={entry} />
              )}
            </li>
          ))}
        </ol>
      )}
    </ReviewSection>
  );
}
