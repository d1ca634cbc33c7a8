import type { AdditionalInfo } from '@preauth/shared';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../core/db/database';
import * as t from '../../../core/db/schema';
import { additionalInfoFromColumns } from './additional-info-columns';

const d = t.paDetails;

/** Who entered a set of fees: the doctor, or the business office beside the doctor's. */
export type FeeAuthor = 'doctor' | 'business-office';

/** A fee as the doctor submitted it, and the later amount (business office, amendment) if any. */
export interface RevisedAmount {
  submitted: string | null;
  updated: string | null;
}

/** The doctor's latest submission with every row, each code with its lookup's description. */
export interface Submission {
  id: string;
  submittedAt: Date;
  hospital: {
    id: string | null;
    code: string;
    name: string | null;
    isPanel: boolean;
    businessOfficeEmail: string | null;
  };
  admission: { date: string; code: string; description: string | null };
  daySurgery: boolean;
  hospitalisationReason: string | null;
  onset: { kind: string; date: string | null; duration: string | null; description: string };
  referral: { referred: boolean; doctorDetails: string | null; letterName: string | null };
  hasComorbidities: boolean;
  additionalInfo: AdditionalInfo;
  diagnoses: {
    icdCode: string;
    description: string | null;
    firstConsultDate: string;
    diagnosisDate: string;
  }[];
  wards: { code: string; description: string | null; lengthOfStay: number }[];
  comorbidities: {
    code: string;
    /** The lookup's label for the code. */
    typeDescription: string | null;
    /** What the doctor wrote (the free text of OTH, else a copy of the label). */
    doctorText: string;
    since: string;
    doctor: string;
    clinic: string;
  }[];
  surgeries: {
    id: string;
    tospCode: string;
    description: string | null;
    surgeonFee: RevisedAmount;
    surgeonFeeJustification: string | null;
    anaesthetistFee: RevisedAmount;
    anaesthetistFeeJustification: string | null;
    /** The agreed prices the fees were capped against at submission. */
    agreedSurgeonFee: string | null;
    agreedAnaesthetistFee: string | null;
  }[];
  /** Every other fee of the submission: the doctor's rows and, once it answered, the office's. */
  otherFees: {
    code: string;
    description: string | null;
    amount: RevisedAmount;
    enteredBy: FeeAuthor;
  }[];
  attendanceFee: RevisedAmount;
  hospitalCharges: RevisedAmount;
  totalBill: RevisedAmount;
  /** Who last changed the fees (`business-office`, or an amendment) and when; null if no one. */
  feesRevisedBy: { role: string; at: Date | null } | null;
}

const revised = (submitted: string | null, updated: string | null): RevisedAmount => ({
  submitted,
  updated,
});

/**
 * The request's latest submission (`pa_details` and its rows), null before the doctor submitted.
 * Six queries whatever the number of rows: the submission, then its five kinds of rows.
 */
export async function loadSubmission(db: Executor, paId: string): Promise<Submission | null> {
  return (await submissionsOf(db, paId, 'latest'))[0] ?? null;
}

/** Every submission of the request, oldest first (the case's history): six queries, as one. */
export function loadSubmissions(db: Executor, paId: string): Promise<Submission[]> {
  return submissionsOf(db, paId, 'all');
}

async function submissionsOf(
  db: Executor,
  paId: string,
  which: 'latest' | 'all',
): Promise<Submission[]> {
  const referralLetter = t.uploads;
  const query = db
    .select({
      detail: d,
      hospitalName: t.hospitals.name,
      isPanel: sql<boolean>`coalesce(${t.hospitals.isPanel}, false)`.mapWith(Boolean),
      admissionDescription: t.admissionTypes.description,
      letterName: referralLetter.fileName,
    })
    .from(d)
    .leftJoin(t.hospitals, eq(t.hospitals.id, d.hospitalId))
    .leftJoin(t.admissionTypes, eq(t.admissionTypes.code, d.admissionCode))
    .leftJoin(referralLetter, eq(referralLetter.id, d.referralLetterUploadId))
    .where(eq(d.paId, paId));
  const found =
    which === 'latest'
      ? await query.orderBy(desc(d.submittedAt), desc(d.id)).limit(1)
      : await query.orderBy(asc(d.submittedAt), asc(d.id));
  if (found.length === 0) return [];
  const rows = await submissionRows(
    db,
    found.map((row) => row.detail.id),
  );
  return found.map((row) => {
    const { detail } = row;
    return {
      id: detail.id,
      submittedAt: detail.submittedAt,
      hospital: {
        id: detail.hospitalId,
        code: detail.hospitalCode,
        name: row.hospitalName,
        isPanel: row.isPanel,
        businessOfficeEmail: detail.businessOfficeEmail,
      },
      admission: {
        date: detail.admissionDate,
        code: detail.admissionCode,
        description: row.admissionDescription,
      },
      daySurgery: detail.daySurgery,
      hospitalisationReason: detail.hospitalisationReason,
      onset: {
        kind: detail.onsetSymptomsType,
        date: detail.onsetSymptomsDate,
        duration: detail.onsetSymptomsDuration,
        description: detail.onsetSymptomsDescription,
      },
      referral: {
        referred: detail.referred,
        doctorDetails: detail.referralDoctorDetails,
        letterName: row.letterName,
      },
      hasComorbidities: detail.hasComorbidities,
      additionalInfo: additionalInfoFromColumns(detail),
      ...rows(detail.id),
      attendanceFee: revised(detail.attendanceFee, detail.updatedAttendanceFee),
      hospitalCharges: revised(detail.hospitalCharges, detail.updatedHospitalCharges),
      totalBill: revised(detail.totalBill, detail.updatedTotalBill),
      feesRevisedBy: detail.updatedByRole
        ? { role: detail.updatedByRole, at: detail.updatedAt }
        : null,
    };
  });
}

/** A kind of a submission's rows: it belongs to a submission, in the order entered. */
type RowTable = PgTable & { detailId: AnyPgColumn; position: AnyPgColumn };
/** A lookup of codes, each with its label. */
type Lookup = PgTable & { code: AnyPgColumn; description: AnyPgColumn };

/** The submissions' rows of one kind, each in the order entered, with its code's label. */
function rowsOf<Rows extends RowTable>(
  db: Executor,
  detailIds: string[],
  rows: Rows,
  code: AnyPgColumn,
  lookup: Lookup,
): Promise<{ row: Rows['$inferSelect']; description: string | null }[]> {
  return (
    db
      .select({ row: rows, description: lookup.description })
      // Drizzle cannot check a generic table's selection; the signature gives the row type.
      .from(rows as PgTable)
      .leftJoin(lookup, eq(lookup.code, code))
      .where(inArray(rows.detailId, detailIds))
      .orderBy(asc(rows.position))
  );
}

/** The rows of `list` that belong to the submission `detailId`, in their order. */
const ofDetail = <R extends { row: { detailId: string } }>(list: R[], detailId: string) =>
  list.filter((entry) => entry.row.detailId === detailId);

/** The rows of the submissions, each kind in the order entered: the rows of one by its id. */
async function submissionRows(db: Executor, detailIds: string[]) {
  const diagnoses = await rowsOf(db, detailIds, t.paDiagnoses, t.paDiagnoses.icdCode, t.icdCodes);
  const wards = await rowsOf(db, detailIds, t.paWardRows, t.paWardRows.wardTypeCode, t.wardTypes);
  const comorbidities = await rowsOf(
    db,
    detailIds,
    t.paComorbidities,
    t.paComorbidities.comorbidityCode,
    t.comorbidityTypes,
  );
  const surgeries = await rowsOf(
    db,
    detailIds,
    t.paSurgeryRows,
    t.paSurgeryRows.tospCode,
    t.tospProcedures,
  );
  const otherFees = await rowsOf(db, detailIds, t.paOtherFees, t.paOtherFees.feeCode, t.feeTypes);
  return (detailId: string) => ({
    diagnoses: ofDetail(diagnoses, detailId).map(({ row, description }) => ({
      icdCode: row.icdCode,
      description,
      firstConsultDate: row.firstConsultDate,
      diagnosisDate: row.diagnosisDate,
    })),
    wards: ofDetail(wards, detailId).map(({ row, description }) => ({
      code: row.wardTypeCode,
      description,
      lengthOfStay: row.lengthOfStay,
    })),
    comorbidities: ofDetail(comorbidities, detailId).map(({ row, description }) => ({
      code: row.comorbidityCode,
      typeDescription: description,
      doctorText: row.description,
      since: row.since,
      doctor: row.doctor,
      clinic: row.clinic,
    })),
    surgeries: ofDetail(surgeries, detailId).map(({ row, description }) => ({
      id: row.id,
      tospCode: row.tospCode,
      description,
      surgeonFee: revised(row.surgeonFee, row.updatedSurgeonFee),
      surgeonFeeJustification: row.surgeonFeeJustification,
      anaesthetistFee: revised(row.anaesthetistFee, row.updatedAnaesthetistFee),
      anaesthetistFeeJustification: row.anaesthetistFeeJustification,
      agreedSurgeonFee: row.agreedSurgeonFee,
      agreedAnaesthetistFee: row.agreedAnaesthetistFee,
    })),
    otherFees: ofDetail(otherFees, detailId).map(({ row, description }) => ({
      code: row.feeCode,
      description,
      amount: revised(row.amount, row.updatedAmount),
      enteredBy: row.enteredBy as FeeAuthor,
    })),
  });
}
