import { isTerminal } from './lifecycle';
import type { StatusHistoryEntry } from './request-detail';
import { statusLabel, type StatusCode } from './statuses';

/** One row of the review screen's progress section. */
export interface ProgressStep {
  label: string;
  /** When the status began; null for a step still to come. */
  createdOn: string | null;
  statusCode: StatusCode | null;
}

const DECISION = 'Decision';

/**
 * The steps still to come after the latest status (000 §4): PEN is followed by Submitted,
 * Processing and Decision; SUB by Processing and Decision; PRO by Decision. The specification is
 * silent on the other open statuses; they sit where the lifecycle puts them: AMEND and AME-REQ wait
 * on the doctor like SUB, and PEN-AI on the business office before processing.
 */
const PLACEHOLDERS: Partial<Record<StatusCode, string[]>> = {
  PEN: [statusLabel('SUB'), statusLabel('PRO'), DECISION],
  SUB: [statusLabel('PRO'), DECISION],
  AMEND: [statusLabel('PRO'), DECISION],
  'AME-REQ': [statusLabel('PRO'), DECISION],
  'PEN-AI': [statusLabel('PRO'), DECISION],
  PRO: [DECISION],
};

/** The status history (oldest first), then the placeholder steps of the latest status. */
export function progressSteps(history: readonly StatusHistoryEntry[]): ProgressStep[] {
  const done = history.map(({ statusCode, createdOn }) => ({
    statusCode,
    createdOn,
    label: isTerminal(statusCode)
      ? `${DECISION} - ${statusLabel(statusCode)}`
      : statusLabel(statusCode),
  }));
  const latest = history.at(-1)?.statusCode;
  const upcoming = (latest && PLACEHOLDERS[latest]) || [];
  return [...done, ...upcoming.map((label) => ({ label, createdOn: null, statusCode: null }))];
}
