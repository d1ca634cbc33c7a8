import {
  type CaseDecision as Decision,
  type ApprovedFeeLine,
  type DecisionOutcome,
  codedReason,
  compareMoney,
  decisionFeeName,
  displayIsoDate,
  displaySingaporeDateTime,
  documentKindList,
  formatMoney,
} from '@preauth/shared';
import { DetailList, type DetailItem, ReviewSection } from '../../../../components/ui/detail-list';
import { FeeTableHead } from '../../../../components/ui/fee-table-head';
import './case-fees.css';

const dateTime = (timestamp: string) => displaySingaporeDateTime(new Date(timestamp));

export const OUTCOME_LABELS: Record<DecisionOutcome, string> = {
  approve: 'Approved',
  reject: 'Rejected',
  'request-amendment': 'Amendment requested',
};

/** The approved amounts' columns, also each cell's name in the stacked phone layout. */
export const DECISION_COLUMNS = {
  fee: 'Fee',
  requested: 'Requested',
  approved: 'Approved',
  reason: 'Reason for the reduction',
} as const;

export const decidedByText = ({ decidedBy }: Pick<Decision, 'decidedBy'>) =>
  decidedBy.kind === 'adjudicator'
    ? decidedBy.name
    : `Automatically, by the straight-through rule set version ${decidedBy.ruleVersion}`;

/** What the decision says besides its amounts, in the order an adjudicator reads it. */
function decisionItems(decision: Decision): DetailItem[] {
  const { outcome, reversal } = decision;
  const items: (DetailItem | false)[] = [
    {
      label: 'Outcome',
      value: reversal ? `${OUTCOME_LABELS[outcome]}, then reversed` : OUTCOME_LABELS[outcome],
    },
    { label: 'Decided by', value: decidedByText(decision) },
    { label: 'Decided on', value: dateTime(decision.decidedAt) },
    outcome === 'reject' && {
      label: 'Reason for rejecting',
      value: codedReason(decision.reasonCode, decision.reasonLabel),
    },
    outcome === 'reject' && {
      label: 'Explanation to the policyholder',
      value: decision.reasonText,
    },
    outcome === 'request-amendment' && { label: 'What must change', value: decision.reasonText },
    outcome === 'request-amendment' && {
      label: 'Documents required',
      value:
        decision.requiredDocumentKinds.length > 0
          ? documentKindList(decision.requiredDocumentKinds)
          : 'None',
    },
    outcome === 'approve' && { label: 'Conditions', value: decision.conditions ?? 'None' },
    outcome === 'approve' && {
      label: 'Approved total',
      value: decision.approvedTotal && formatMoney(decision.approvedTotal),
    },
    outcome === 'approve' && {
      label: 'Certificate verification code',
      value: reversal
        ? `${decision.verificationCode ?? ''} (no longer valid)`
        : decision.verificationCode,
    },
    outcome === 'approve' && {
      label: 'Certificate valid until',
      value: decision.validUntil && displayIsoDate(decision.validUntil),
    },
    !!reversal && {
      label: 'Reversed',
      value: `${dateTime(reversal.reversedAt)} by ${reversal.reversedBy}`,
    },
    !!reversal && { label: 'Reason for reversing', value: reversal.reason },
  ];
  return items.filter((item): item is DetailItem => item !== false);
}

/** One fee of the approval; each cell carries its column's name for the stacked phone layout. */
function LineRow({ line }: { line: ApprovedFeeLine }) {
  const lowered = compareMoney(line.approvedAmount, line.requestedAmount) < 0;
  return (
    <tr>
      <th scope="row">
        {decisionFeeName(line)}
        {line.itemCode && ` (${line.itemCode})`}
      </th>
      <td data-label={DECISION_COLUMNS.requested}>{formatMoney(line.requestedAmount)}</td>
      <td data-label={DECISION_COLUMNS.approved}>{formatMoney(line.approvedAmount)}</td>
      <td data-label={DECISION_COLUMNS.reason}>
        {lowered ? (codedReason(line.reasonCode, line.reasonLabel) ?? 'Not given') : 'As requested'}
      </td>
    </tr>
  );
}

/**
 * The request's latest decision: its outcome, who made it and when, a rejection's reason or an
 * amendment's "what must change", an approval's conditions, total and certificate code with its
 * amount for every fee beside the amount requested and each reduction's reason, and the reversal
 * of an automatic approval. No section before the insurer decides.
 */
export function CaseDecision({ decision }: { decision: Decision | null }) {
  if (!decision) return null;
  return (
    <ReviewSection id="decision" title="Latest decision">
      <DetailList items={decisionItems(decision)} />
      {decision.lines.length > 0 && (
        <div className="fee-block">
          <table className="fee-table fee-table--reasons">
            <caption>Approved amounts</caption>
            <FeeTableHead columns={Object.values(DECISION_COLUMNS)} />
            <tbody>
              {decision.lines.map((line) => (
                <LineRow key={`${line.fee}:${line.index ?? ''}`} line={line} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </ReviewSection>
  );
}
