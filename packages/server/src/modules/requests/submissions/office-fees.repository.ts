import type { BusinessOfficeSubmissionParsed } from '@preauth/shared';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import * as t from '../../../core/db/schema';

/** Who fees were updated by, in `pa_details.updated_by_role` and `pa_other_fees.entered_by`. */
export const OFFICE = 'business-office';

const d = t.paDetails;
const s = t.paSurgeryRows;
const f = t.paOtherFees;

/**
 * Stores the business office's fees beside the doctor's, with who and when: the `updated*`
 * amounts of the submission and of each of its surgery lines, and the office's other fees as rows
 * of their own. An optional fee left empty is stored as 0.00, so every office amount is set and
 * the doctor's never shows through. Meant for the office's submit transaction (the engine's
 * `alongside`).
 */
export async function storeOfficeFees(
  tx: Executor,
  detailId: string,
  fees: BusinessOfficeSubmissionParsed,
  updatedTotalBill: string,
  by: { linkTokenId: string },
  now: Date,
): Promise<void> {
  const zeroIfEmpty = (amount: string | null) => amount ?? '0.00';
  await tx
    .update(d)
    .set({
      updatedAttendanceFee: zeroIfEmpty(fees.paDetail.updatedDoctorAttendancefee),
      updatedHospitalCharges: fees.paDetail.updatedTotalHospitalcharges,
      updatedTotalBill,
      updatedAt: now,
      updatedByRole: OFFICE,
      updatedById: by.linkTokenId,
    })
    .where(eq(d.id, detailId));
  for (const line of fees.surgeryDetails) {
    await tx
      .update(s)
      .set({
        updatedSurgeonFee: line.surgeonfee,
        updatedAnaesthetistFee: zeroIfEmpty(line.anaesthetistfee),
      })
      .where(and(eq(s.id, line.id), eq(s.detailId, detailId)));
  }
  if (fees.otherFees.length) {
    await tx.insert(f).values(
      fees.otherFees.map((row, position) => ({
        detailId,
        position,
        feeCode: row.feesCode,
        amount: row.feesAmount,
        enteredBy: OFFICE,
      })),
    );
  }
}
