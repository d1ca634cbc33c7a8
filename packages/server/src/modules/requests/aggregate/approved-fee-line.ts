import type { ApprovedFeeLine, RequestClinicalDetails } from '@preauth/shared';
import type { DecisionLine } from '../lifecycle/decision-records.repository';

/**
 * The description of a line's item, from the details the decision was taken on (the latest
 * submission while the approval stands); null when that line now holds another item.
 */
function itemDescriptionOf(line: DecisionLine, details: RequestClinicalDetails | null) {
  if (!details || line.lineIndex === null || !line.itemCode) return null;
  if (line.fee === 'other') {
    const fee = details.otherFees[line.lineIndex];
    return fee?.feesCode === line.itemCode ? fee.feesDescription : null;
  }
  const surgery = details.surgeryDetails[line.lineIndex];
  return surgery?.tospCode === line.itemCode ? surgery.tospDescription : null;
}

/** One fee of an approval on the wire (the review's and the case's), with its item's description. */
export const approvedFeeLineOf = (
  line: DecisionLine,
  details: RequestClinicalDetails | null,
): ApprovedFeeLine => ({
  fee: line.fee,
  index: line.lineIndex,
  itemCode: line.itemCode,
  itemDescription: itemDescriptionOf(line, details),
  requestedAmount: line.requestedAmount,
  approvedAmount: line.approvedAmount,
  reasonCode: line.reasonCode,
  reasonLabel: line.reasonLabel,
});
