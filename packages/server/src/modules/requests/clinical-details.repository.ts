import type { RequestClinicalDetails } from '@preauth/shared';
import { asc, desc, eq, sql, type AnyColumn } from 'drizzle-orm';
import type { Executor } from '../../core/db/database';
import * as t from '../../core/db/schema';

const d = t.paDetails;

/** The business office's or an amendment's amount where there is one, else the doctor's. */
const latestAmount = (updated: AnyColumn, original: AnyColumn) =>
  sql<string | null>`coalesce(${updated}, ${original})`;

/** The comorbidity code whose description is the doctor's free text (document 001 §3). */
const OTHERS_CODE = 'OTH';

/**
 * The doctor's latest submission for the request with its rows, each in the order entered;
 * null until the doctor has submitted. Six queries whatever the number of rows.
 */
export async function loadClinicalDetails(
  db: Executor,
  paId: string,
): Promise<RequestClinicalDetails | null> {
  const [detail] = await db
    .select({
      id: d.id,
      hospitalCode: d.hospitalCode,
      hospitalName: t.hospitals.name,
      admissionDate: d.admissionDate,
      admissionCode: d.admissionCode,
      daysurgery: d.daysurgery,
      hospitalisationReason: d.hospitalisationReason,
      doctorAttendancefee: latestAmount(d.updatedDoctorAttendancefee, d.doctorAttendancefee),
      totalHospitalcharges: latestAmount(d.updatedTotalHospitalcharges, d.totalHospitalcharges),
      totalBill: latestAmount(d.updatedTotalBill, d.totalBill),
    })
    .from(d)
    .leftJoin(t.hospitals, eq(t.hospitals.id, d.hospitalId))
    .where(eq(d.paId, paId))
    .orderBy(desc(d.submittedAt), desc(d.id))
    .limit(1);
  if (!detail) return null;

  const { id: detailId, ...fields } = detail;
  const [diagnoses, wardTypes, comorbidities, surgeryDetails, otherFees] = await Promise.all([
    db
      .select({
        icdCode: t.paDiagnoses.icdCode,
        icdDesc: t.icdCodes.description,
        firstConsultDate: t.paDiagnoses.firstConsultDate,
        diagnosisDate: t.paDiagnoses.diagnosisDate,
      })
      .from(t.paDiagnoses)
      .leftJoin(t.icdCodes, eq(t.icdCodes.code, t.paDiagnoses.icdCode))
      .where(eq(t.paDiagnoses.detailId, detailId))
      .orderBy(asc(t.paDiagnoses.position)),
    db
      .select({ wardtypeCode: t.paWardRows.wardtypeCode, lengthStay: t.paWardRows.lengthStay })
      .from(t.paWardRows)
      .where(eq(t.paWardRows.detailId, detailId))
      .orderBy(asc(t.paWardRows.position)),
    db
      .select({
        comorbidityCode: t.paComorbidities.comorbidityCode,
        comorbidityDesc: t.paComorbidities.comorbidityDesc,
        comorbidityDate: t.paComorbidities.comorbidityDate,
        comorbidityDoctorClinic: t.paComorbidities.comorbidityDoctorClinic,
        comorbidityClinicName: t.paComorbidities.comorbidityClinicName,
      })
      .from(t.paComorbidities)
      .where(eq(t.paComorbidities.detailId, detailId))
      .orderBy(asc(t.paComorbidities.position)),
    db
      .select({
        tospCode: t.paSurgeryRows.tospCode,
        surgeonfee: latestAmount(t.paSurgeryRows.updatedSurgeonfee, t.paSurgeryRows.surgeonfee),
        surgeonfeeJustification: t.paSurgeryRows.surgeonfeeJustification,
        anaesthetistfee: latestAmount(
          t.paSurgeryRows.updatedAnaesthetistfee,
          t.paSurgeryRows.anaesthetistfee,
        ),
        anaesthetistfeeJustification: t.paSurgeryRows.anaesthetistfeeJustification,
      })
      .from(t.paSurgeryRows)
      .where(eq(t.paSurgeryRows.detailId, detailId))
      .orderBy(asc(t.paSurgeryRows.position)),
    db
      .select({
        feesCode: t.paOtherFees.feesCode,
        feesAmount: latestAmount(t.paOtherFees.updatedFeesAmount, t.paOtherFees.feesAmount),
      })
      .from(t.paOtherFees)
      .where(eq(t.paOtherFees.detailId, detailId))
      .orderBy(asc(t.paOtherFees.position)),
  ]);

  return {
    ...fields,
    diagnoses,
    wardTypes,
    // The row keeps one description: the free text for OTH, else the code's label.
    comorbidities: comorbidities.map(({ comorbidityDesc, ...row }) => ({
      ...row,
      comorbidityOthers: row.comorbidityCode === OTHERS_CODE ? comorbidityDesc : null,
    })),
    surgeryDetails,
    otherFees,
  };
}
