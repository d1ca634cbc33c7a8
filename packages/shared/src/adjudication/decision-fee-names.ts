import type { DecisionFee } from './decisions';

/**
 * What each fee of a decision is called (the business office's fee labels, 001 §3): one table for
 * the certificate, its public check and the approval form.
 */
export const DECISION_FEE_NAMES: Record<DecisionFee, string> = {
  surgeon: 'Surgeon fee',
  anaesthetist: 'Anaesthetist fee',
  attendance: 'Attendance fee',
  other: 'Other fee',
  'hospital-charges': 'Hospital charges',
};

/** "Surgery 1: surgeon fee", "Other fee 2", "Attendance fee": one fee of a decision by its line. */
export function decisionFeeName({ fee, index }: { fee: DecisionFee; index: number | null }) {
  if (index === null) return DECISION_FEE_NAMES[fee];
  if (fee === 'other') return `${DECISION_FEE_NAMES.other} ${index + 1}`;
  return `Surgery ${index + 1}: ${DECISION_FEE_NAMES[fee].toLowerCase()}`;
}

/** "Surgeon fee, SA701K": a fee of an approval with its procedure's or fee type's code. */
export const approvedFeeName = (line: { fee: DecisionFee; itemCode: string | null }) =>
  line.itemCode
    ? `${DECISION_FEE_NAMES[line.fee]}, ${line.itemCode}`
    : DECISION_FEE_NAMES[line.fee];

/**
 * "Above the agreed price (RED-AGREED)": a coded reason as the insurer's list named it then, as
 * the certificate, the emails, the case and the review print it; null without a code.
 */
export const codedReason = (code: string | null, label: string | null) =>
  code ? (label ? `${label} (${code})` : code) : null;
