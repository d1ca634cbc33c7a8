import {
  codedReason,
  DECISION_FEE_NAMES,
  displayIsoDate,
  formatMoney,
  type RequestDetail,
} from '@preauth/shared';
import { codeWithName, NOT_AVAILABLE, ReviewSection } from '../../../components/ui/detail-list';
import { FeeTableHead } from '../../../components/ui/fee-table-head';
import './approved-amounts.css';

export const AMOUNT_COLUMNS = {
  requested: 'Requested',
  approved: 'Approved',
  reason: 'Reason for less',
} as const;

/** One row: the fee (and its procedure or fee type) and its figures, each cell named for phones. */
function AmountRow({
  name,
  item,
  requested,
  approved,
  reason,
}: {
  name: string;
  item?: string | null;
  requested: string | null;
  approved: string | null;
  /** None for the totals. */
  reason?: string;
}) {
  return (
    <tr>
      <th scope="row">
        {name}
        {/* A space between the two, for a screen reader reading the row's name. */}
        {item && (
          <>
            {' '}
            <span className="approved-amounts__item">{item}</span>
          </>
        )}
      </th>
      <td data-label={AMOUNT_COLUMNS.requested}>{formatMoney(requested) || NOT_AVAILABLE}</td>
      <td data-label={AMOUNT_COLUMNS.approved}>{formatMoney(approved) || NOT_AVAILABLE}</td>
      {reason === undefined ? (
        <td className="approved-amounts__none" />
      ) : (
        <td data-label={AMOUNT_COLUMNS.reason}>{reason}</td>
      )}
    </tr>
  );
}

/**
 * An approved request's amounts (issue 24): the certificate's validity, each fee approved beside
 * the amount requested, the reason for each reduction, and the totals. Shown while the approval stands (APP); an approval
 * recorded without its amounts (the demo's oldest) shows none.
 */
export function ApprovedAmounts({ detail }: { detail: RequestDetail }) {
  const { decision } = detail;
  if (detail.statusCode !== 'APP' || decision?.outcome !== 'approve') return null;
  if (decision.lines.length === 0) return null;
  return (
    <ReviewSection id="approved-amounts" title="Approved amounts">
      {decision.validUntil && (
        <p>
          The certificate is valid until {displayIsoDate(decision.validUntil)}: the hospital admits
          against it until then.
        </p>
      )}
      <table
        className="fee-table fee-table--reasons"
        aria-labelledby="review-approved-amounts-title"
      >
        <FeeTableHead columns={['Fee', ...Object.values(AMOUNT_COLUMNS)]} />
        <tbody>
          {decision.lines.map((line, row) => (
            <AmountRow
              key={row}
              name={DECISION_FEE_NAMES[line.fee]}
              item={line.itemCode && codeWithName(line.itemCode, line.itemDescription)}
              requested={line.requestedAmount}
              approved={line.approvedAmount}
              reason={codedReason(line.reasonCode, line.reasonLabel) ?? NOT_AVAILABLE}
            />
          ))}
        </tbody>
        <tfoot>
          <AmountRow
            name="Total bill"
            requested={detail.details?.totalBill ?? null}
            approved={decision.approvedTotal}
          />
        </tfoot>
      </table>
    </ReviewSection>
  );
}
