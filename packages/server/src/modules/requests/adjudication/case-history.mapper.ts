import type { CaseHistoryEntry } from '@preauth/shared';
import type { RequestAggregate } from '../aggregate/request-aggregate';
import type { Submission } from '../aggregate/submission';
import { officeChangesOf, resubmissionChangesOf } from '../aggregate/submission-changes';
import type { DecisionMade, PolicyholderAmend } from './case-view.repository';
import { decidedBy, reversalOf } from './case-decision.mapper';

/** The submission a decision was made on: its own, else the latest before it. */
function decidedOn(made: DecisionMade, submissions: Submission[]): number {
  const { detailId, decidedAt } = made.record;
  const own = submissions.findIndex((submission) => submission.id === detailId);
  if (own >= 0) return own;
  return submissions.findLastIndex((submission) => submission.submittedAt <= decidedAt);
}

/**
 * The case's history, oldest first: each submission (by the request's doctor, what changed from
 * the one before, the business office's answer on it) followed by the decisions made on it (what,
 * who, when, why), and each policyholder's amend where it happened.
 */
export function caseHistoryOf(
  request: RequestAggregate,
  decisions: DecisionMade[],
  submissions: Submission[],
  amends: PolicyholderAmend[],
): CaseHistoryEntry[] {
  const decisionsOn = (index: number) =>
    decisions.filter((made) => decidedOn(made, submissions) === index).map(decisionEntry);
  const entries = [
    ...decisionsOn(-1),
    ...submissions.flatMap((submission, i) => [
      submissionEntry(request, submission, submissions[i - 1], i + 1),
      ...decisionsOn(i),
    ]),
  ];
  amends.forEach((amend, i) => {
    // An amend made before each reason was kept on its event: the request's (latest) one.
    const latest = i === amends.length - 1;
    const entry = amendEntry(amend, amend.reason ?? (latest ? request.reasons.amend : null));
    const next = entries.findIndex((other) => entryAt(other) > entry.amendedAt);
    entries.splice(next < 0 ? entries.length : next, 0, entry);
  });
  return entries;
}

/** When an entry happened (ISO timestamps, which sort as text). */
const entryAt = (entry: CaseHistoryEntry) =>
  entry.kind === 'submission'
    ? entry.submittedAt
    : entry.kind === 'decision'
      ? entry.decidedAt
      : entry.amendedAt;

const amendEntry = (amend: PolicyholderAmend, reason: string | null) => ({
  kind: 'amend' as const,
  amendedAt: amend.at.toISOString(),
  reason,
  approvalWithdrawn: amend.fromStatus === 'APP',
});

function submissionEntry(
  request: RequestAggregate,
  submission: Submission,
  earlier: Submission | undefined,
  number: number,
): CaseHistoryEntry {
  const officeChanges = officeChangesOf(submission);
  return {
    kind: 'submission',
    number,
    submittedAt: submission.submittedAt.toISOString(),
    submittedBy: request.doctor.name,
    changes: earlier ? resubmissionChangesOf(earlier, submission) : [],
    office: officeChanges && {
      answeredAt: submission.feesRevisedBy?.at?.toISOString() ?? null,
      changes: officeChanges,
    },
  };
}

function decisionEntry(made: DecisionMade): CaseHistoryEntry {
  const { record } = made;
  return {
    kind: 'decision',
    outcome: record.outcome,
    decidedAt: record.decidedAt.toISOString(),
    decidedBy: decidedBy(made),
    reasonCode: record.reasonCode,
    reasonLabel: record.reasonLabel,
    reasonText: record.reasonText,
    approvedTotal: record.approvedTotalBill,
    reversal: reversalOf(made),
  };
}
