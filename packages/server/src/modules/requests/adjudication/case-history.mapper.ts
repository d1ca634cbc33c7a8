import type { CaseHistoryEntry } from '@preauth/shared';
import type { RequestAggregate } from '../aggregate/request-aggregate';
import type { Submission } from '../aggregate/submission';
import { officeChangesOf, resubmissionChangesOf } from '../aggregate/submission-changes';
import type { DecisionMade } from './case-view.repository';
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
 * who, when, why).
 */
export function caseHistoryOf(
  request: RequestAggregate,
  decisions: DecisionMade[],
  submissions: Submission[],
): CaseHistoryEntry[] {
  const decisionsOn = (index: number) =>
    decisions.filter((made) => decidedOn(made, submissions) === index).map(decisionEntry);
  return [
    ...decisionsOn(-1),
    ...submissions.flatMap((submission, i) => [
      submissionEntry(request, submission, submissions[i - 1], i + 1),
      ...decisionsOn(i),
    ]),
  ];
}

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
