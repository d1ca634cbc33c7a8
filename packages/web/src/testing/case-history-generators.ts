// Test data of the case's history: a submission, a decision and an amend as the case view lists them.
import type { CaseHistoryEntry, SubmissionChange } from '@preauth/shared';

type HistorySubmission = Extract<CaseHistoryEntry, { kind: 'submission' }>;
type HistoryDecision = Extract<CaseHistoryEntry, { kind: 'decision' }>;
type HistoryAmend = Extract<CaseHistoryEntry, { kind: 'amend' }>;

/** The doctor's first submission, the business office not asked (a non-panel hospital). */
export function createHistorySubmission(
  overrides: Partial<HistorySubmission> = {},
): HistorySubmission {
  return {
    kind: 'submission',
    number: 1,
    submittedAt: '2026-11-20T02:00:00.000Z',
    submittedBy: 'Dr Alan Chua',
    changes: [],
    office: null,
    ...overrides,
  };
}

/** An adjudicator's amendment request with what must change. */
export function createHistoryDecision(overrides: Partial<HistoryDecision> = {}): HistoryDecision {
  return {
    kind: 'decision',
    outcome: 'request-amendment',
    decidedAt: '2026-11-21T03:00:00.000Z',
    decidedBy: { kind: 'adjudicator', name: 'Grace Ong' },
    reasonCode: null,
    reasonLabel: null,
    reasonText: 'Please attach the histology report.',
    approvedTotal: null,
    reversal: null,
    ...overrides,
  };
}

/** A fee that changed, as the history gives it. */
export function createFeeChange(overrides: Partial<SubmissionChange> = {}): SubmissionChange {
  return {
    field: 'surgery.1.surgeonfee',
    label: 'Procedure 1: surgeon fee',
    kind: 'money',
    before: '4500.00',
    after: '4000.00',
    ...overrides,
  };
}

/** The policyholder's amend of an approved request on 23-11-2026 09:00 (Singapore). */
export function createHistoryAmend(overrides: Partial<HistoryAmend> = {}): HistoryAmend {
  return {
    kind: 'amend',
    amendedAt: '2026-11-23T01:00:00.000Z',
    reason: 'The admission date has moved.',
    approvalWithdrawn: true,
    ...overrides,
  };
}
