import type { BusinessOfficeSubmissionParsed } from '@preauth/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import * as t from '../../../core/db/schema';
import { latestOf } from './clinical-details.repository';

/** Who fees were updated by, in `pa_details.updated_by_role` and `pa_other_fees.entered_by`. */
export const OFFICE = 'business-office';

const d = t.paDetails;
const s = t.paSurgeryRows;
const f = t.paOtherFees;

/** One set of fees: the doctor's as submitted, or the office's. */
export interface FeeSet {
  doctorAttendancefee: string | null;
  totalHospitalcharges: string | null;
  totalBill: string | null;
  surgeryDetails: { id: string; surgeonfee: string; anaesthetistfee: string | null }[];
  otherFees: { feesCode: string; feesDescription: string | null; feesAmount: string }[];
}

/**
 * The fees of the request's latest submission, the doctor's as submitted and the business
 * office's beside them (null until the office has submitted), with the surgery lines (their ids,
 * procedures, justifications and the agreed prices they were capped against) and the diagnoses'
 * ICD-10 descriptions; null before a submission. Four queries.
 */
export async function loadFeeRevision(db: Executor, paId: string) {
  const [detail] = await latestOf(
    db
      .select({
        id: d.id,
        doctorAttendancefee: d.doctorAttendancefee,
        totalHospitalcharges: d.totalHospitalcharges,
        totalBill: d.totalBill,
        updatedDoctorAttendancefee: d.updatedDoctorAttendancefee,
        updatedTotalHospitalcharges: d.updatedTotalHospitalcharges,
        updatedTotalBill: d.updatedTotalBill,
        updatedAt: d.updatedAt,
        updatedByRole: d.updatedByRole,
      })
      .from(d)
      .$dynamic(),
    paId,
  );
  if (!detail) return null;
  const [diagnoses, lines, otherFees] = await Promise.all([
    db
      .select({ icdDesc: t.icdCodes.description })
      .from(t.paDiagnoses)
      .leftJoin(t.icdCodes, eq(t.icdCodes.code, t.paDiagnoses.icdCode))
      .where(eq(t.paDiagnoses.detailId, detail.id))
      .orderBy(asc(t.paDiagnoses.position)),
    db
      .select({
        id: s.id,
        tospCode: s.tospCode,
        tospDescription: t.tospProcedures.description,
        surgeonfee: s.surgeonfee,
        surgeonfeeJustification: s.surgeonfeeJustification,
        anaesthetistfee: s.anaesthetistfee,
        anaesthetistfeeJustification: s.anaesthetistfeeJustification,
        surgeryAgreedPrice: s.surgeryAgreedPrice,
        anaestheticAgreedPrice: s.anaestheticAgreedPrice,
        updatedSurgeonfee: s.updatedSurgeonfee,
        updatedAnaesthetistfee: s.updatedAnaesthetistfee,
      })
      .from(s)
      .leftJoin(t.tospProcedures, eq(t.tospProcedures.code, s.tospCode))
      .where(eq(s.detailId, detail.id))
      .orderBy(asc(s.position)),
    db
      .select({
        feesCode: f.feesCode,
        feesDescription: t.feeTypes.description,
        feesAmount: f.feesAmount,
        enteredBy: f.enteredBy,
      })
      .from(f)
      .leftJoin(t.feeTypes, eq(t.feeTypes.code, f.feesCode))
      .where(eq(f.detailId, detail.id))
      .orderBy(asc(f.position)),
  ]);
  const feesBy = (who: string) =>
    otherFees.filter((row) => row.enteredBy === who).map(({ enteredBy: _, ...row }) => row);
  const doctor: FeeSet = {
    doctorAttendancefee: detail.doctorAttendancefee,
    totalHospitalcharges: detail.totalHospitalcharges,
    totalBill: detail.totalBill,
    surgeryDetails: lines.map(({ id, surgeonfee, anaesthetistfee }) => ({
      id,
      surgeonfee,
      anaesthetistfee,
    })),
    otherFees: feesBy('doctor'),
  };
  const office: (FeeSet & { updatedAt: Date | null }) | null =
    detail.updatedByRole === OFFICE
      ? {
          updatedAt: detail.updatedAt,
          doctorAttendancefee: detail.updatedDoctorAttendancefee,
          totalHospitalcharges: detail.updatedTotalHospitalcharges,
          totalBill: detail.updatedTotalBill,
          surgeryDetails: lines.map((line) => ({
            id: line.id,
            surgeonfee: line.updatedSurgeonfee ?? line.surgeonfee,
            anaesthetistfee: line.updatedAnaesthetistfee ?? line.anaesthetistfee,
          })),
          otherFees: feesBy(OFFICE),
        }
      : null;
  return {
    detailId: detail.id,
    icdDescs: diagnoses.map((row) => row.icdDesc),
    lines: lines.map(({ updatedSurgeonfee: _, updatedAnaesthetistfee: __, ...line }) => line),
    doctor,
    office,
  };
}
export type FeeRevision = NonNullable<Awaited<ReturnType<typeof loadFeeRevision>>>;

/** The total bill the business office stored for the request's latest submission, if any. */
export async function officeTotalBill(db: Executor, paId: string): Promise<string | null> {
  const [detail] = await latestOf(
    db.select({ updatedTotalBill: d.updatedTotalBill }).from(d).$dynamic(),
    paId,
  );
  return detail?.updatedTotalBill ?? null;
}

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
      updatedDoctorAttendancefee: zeroIfEmpty(fees.paDetail.updatedDoctorAttendancefee),
      updatedTotalHospitalcharges: fees.paDetail.updatedTotalHospitalcharges,
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
        updatedSurgeonfee: line.surgeonfee,
        updatedAnaesthetistfee: zeroIfEmpty(line.anaesthetistfee),
      })
      .where(and(eq(s.id, line.id), eq(s.detailId, detailId)));
  }
  if (fees.otherFees.length) {
    await tx.insert(f).values(
      fees.otherFees.map((row, position) => ({
        detailId,
        position,
        feesCode: row.feesCode,
        feesAmount: row.feesAmount,
        enteredBy: OFFICE,
      })),
    );
  }
}
