import {
  ADDITIONAL_INFO_FLAGS,
  type AdditionalInfoFlag,
  type RequestClinicalDetails,
} from '@preauth/shared';
import { and, asc, desc, eq, sql, type AnyColumn } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../core/db/database';
import * as t from '../../../core/db/schema';

const d = t.paDetails;

/** The business office's or an amendment's amount where there is one, else the doctor's. */
const latestAmount = (updated: AnyColumn, original: AnyColumn) =>
  sql<string | null>`coalesce(${updated}, ${original})`;

/** The comorbidity code whose description is the doctor's free text (document 001 §3). */
const OTHERS_CODE = 'OTH';

/** The submission's own fields that the request detail and the certificate show. */
const detailColumns = {
  id: d.id,
  hospitalCode: d.hospitalCode,
  hospitalName: t.hospitals.name,
  admissionDate: d.admissionDate,
  admissionCode: d.admissionCode,
  admissionDesc: t.admissionTypes.description,
  daysurgery: d.daysurgery,
  hospitalisationReason: d.hospitalisationReason,
  doctorAttendancefee: latestAmount(d.updatedDoctorAttendancefee, d.doctorAttendancefee),
  totalHospitalcharges: latestAmount(d.updatedTotalHospitalcharges, d.totalHospitalcharges),
  totalBill: latestAmount(d.updatedTotalBill, d.totalBill),
  updatedByRole: d.updatedByRole,
};

/** The column of each additional-information flag: pa_details names it as the flag. */
const additionalInfoColumns = Object.fromEntries(
  ADDITIONAL_INFO_FLAGS.map((flag) => [flag, d[flag]]),
) as { [F in AdditionalInfoFlag]: (typeof d)[F] };

/** The rest of what the doctor submitted, which the LIA form prints too. */
const formColumns = {
  onsetsymptomsType: d.onsetsymptomsType,
  onsetsymptomsDate: d.onsetsymptomsDate,
  onsetsymptomsDuration: d.onsetsymptomsDuration,
  onsetsymptomsDesc: d.onsetsymptomsDesc,
  paReferral: d.paReferral,
  referralDoctordetails: d.referralDoctordetails,
  referralLetterName: t.uploads.fileName,
  comorbiditiesInd: d.comorbiditiesInd,
  ...additionalInfoColumns,
  submittedAt: d.submittedAt,
};

/** The request's latest pa_details row (a query on pa_details made dynamic). */
export const latestOf = <Query extends PgSelect>(query: Query, paId: string) =>
  query.where(eq(d.paId, paId)).orderBy(desc(d.submittedAt), desc(d.id)).limit(1);

/**
 * The doctor's latest submission for the request with its rows, each in the order entered and
 * with its code's description from the lookup; null until the doctor has submitted. Six queries
 * whatever the number of rows.
 */
export async function loadClinicalDetails(
  db: Executor,
  paId: string,
): Promise<RequestClinicalDetails | null> {
  const [detail] = await latestOf(
    db
      .select(detailColumns)
      .from(d)
      .leftJoin(t.hospitals, eq(t.hospitals.id, d.hospitalId))
      .leftJoin(t.admissionTypes, eq(t.admissionTypes.code, d.admissionCode))
      .$dynamic(),
    paId,
  );
  if (!detail) return null;
  const { id, updatedByRole, ...fields } = detail;
  return { ...fields, ...(await detailRows(db, id, updatedByRole)) };
}

/** Everything the doctor submitted last (the LIA form's content); null before a submission. */
export async function loadSubmittedForm(db: Executor, paId: string) {
  const [detail] = await latestOf(
    db
      .select({ ...detailColumns, ...formColumns })
      .from(d)
      .leftJoin(t.hospitals, eq(t.hospitals.id, d.hospitalId))
      .leftJoin(t.admissionTypes, eq(t.admissionTypes.code, d.admissionCode))
      .leftJoin(t.uploads, eq(t.uploads.id, d.referralLetterUploadId))
      .$dynamic(),
    paId,
  );
  if (!detail) return null;
  const { id, updatedByRole, ...fields } = detail;
  return { ...fields, ...(await detailRows(db, id, updatedByRole)) };
}

/** The doctor's latest submission, whole (`loadSubmittedForm`). */
export type SubmittedForm = NonNullable<Awaited<ReturnType<typeof loadSubmittedForm>>>;

/**
 * The rows of one submission, each in the order entered, codes with their descriptions. Once the
 * business office has updated the fees (`updatedByRole`), its other fees are the request's.
 */
async function detailRows(db: Executor, detailId: string, updatedByRole: string | null) {
  const otherFeesBy = updatedByRole === 'business-office' ? 'business-office' : 'doctor';
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
      .select({
        wardtypeCode: t.paWardRows.wardtypeCode,
        wardtypeDesc: t.wardTypes.description,
        lengthStay: t.paWardRows.lengthStay,
      })
      .from(t.paWardRows)
      .leftJoin(t.wardTypes, eq(t.wardTypes.code, t.paWardRows.wardtypeCode))
      .where(eq(t.paWardRows.detailId, detailId))
      .orderBy(asc(t.paWardRows.position)),
    db
      .select({
        comorbidityCode: t.paComorbidities.comorbidityCode,
        typeDesc: t.comorbidityTypes.description,
        ownDesc: t.paComorbidities.comorbidityDesc,
        comorbidityDate: t.paComorbidities.comorbidityDate,
        comorbidityDoctorClinic: t.paComorbidities.comorbidityDoctorClinic,
        comorbidityClinicName: t.paComorbidities.comorbidityClinicName,
      })
      .from(t.paComorbidities)
      .leftJoin(t.comorbidityTypes, eq(t.comorbidityTypes.code, t.paComorbidities.comorbidityCode))
      .where(eq(t.paComorbidities.detailId, detailId))
      .orderBy(asc(t.paComorbidities.position)),
    db
      .select({
        tospCode: t.paSurgeryRows.tospCode,
        tospDescription: t.tospProcedures.description,
        surgeonfee: latestAmount(t.paSurgeryRows.updatedSurgeonfee, t.paSurgeryRows.surgeonfee),
        surgeonfeeJustification: t.paSurgeryRows.surgeonfeeJustification,
        anaesthetistfee: latestAmount(
          t.paSurgeryRows.updatedAnaesthetistfee,
          t.paSurgeryRows.anaesthetistfee,
        ),
        anaesthetistfeeJustification: t.paSurgeryRows.anaesthetistfeeJustification,
      })
      .from(t.paSurgeryRows)
      .leftJoin(t.tospProcedures, eq(t.tospProcedures.code, t.paSurgeryRows.tospCode))
      .where(eq(t.paSurgeryRows.detailId, detailId))
      .orderBy(asc(t.paSurgeryRows.position)),
    db
      .select({
        feesCode: t.paOtherFees.feesCode,
        feesDescription: t.feeTypes.description,
        feesAmount: latestAmount(t.paOtherFees.updatedFeesAmount, t.paOtherFees.feesAmount),
      })
      .from(t.paOtherFees)
      .leftJoin(t.feeTypes, eq(t.feeTypes.code, t.paOtherFees.feesCode))
      .where(and(eq(t.paOtherFees.detailId, detailId), eq(t.paOtherFees.enteredBy, otherFeesBy)))
      .orderBy(asc(t.paOtherFees.position)),
  ]);

  return {
    diagnoses,
    wardTypes,
    // The row keeps the doctor's free text for OTH (else a copy of the code's label).
    comorbidities: comorbidities.map(({ typeDesc, ownDesc, ...row }) => {
      const others = row.comorbidityCode === OTHERS_CODE ? ownDesc : null;
      return { ...row, comorbidityDesc: others ?? typeDesc, comorbidityOthers: others };
    }),
    surgeryDetails,
    otherFees,
  };
}

/** The hospital of the doctor's latest submission, with its business office; null before one. */
export async function latestSubmissionHospital(
  db: Executor,
  paId: string,
): Promise<{ isPanel: boolean; businessOfficeEmail: string | null; name: string | null } | null> {
  const [row] = await db
    .select({
      name: t.hospitals.name,
      isPanel: sql<boolean>`coalesce(${t.hospitals.isPanel}, false)`.mapWith(Boolean),
      businessOfficeEmail: t.paDetails.boEmailaddress,
    })
    .from(t.paDetails)
    .leftJoin(t.hospitals, eq(t.hospitals.id, t.paDetails.hospitalId))
    .where(eq(t.paDetails.paId, paId))
    .orderBy(desc(t.paDetails.submittedAt), desc(t.paDetails.id))
    .limit(1);
  return row ?? null;
}

/** The id of the request's latest submission (`pa_details`), or null before the doctor submitted. */
export async function latestDetailId(db: Executor, paId: string): Promise<string | null> {
  const [row] = await latestOf(db.select({ id: d.id }).from(d).$dynamic(), paId);
  return row?.id ?? null;
}
