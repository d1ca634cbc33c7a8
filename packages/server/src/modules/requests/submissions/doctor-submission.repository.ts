import { additionalInfoOf, type DoctorSubmission } from '@preauth/shared';
import { eq, max } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import * as t from '../../../core/db/schema';
import { additionalInfoColumns } from '../aggregate/additional-info-columns';
import { insertAttachments, type AttachmentRow } from './submission-attachments.repository';

/** A doctor's submission as the server checked it: its payload, and what it took from its own records. */
export interface CheckedSubmission {
  /** The payload made from the checked form (totals recomputed, descriptions from the lookups). */
  payload: DoctorSubmission;
  hospital: { id: string; code: string; businessOfficeEmail: string | null };
  /** The agreed prices each surgery row was capped against, in row order. */
  agreedPrices: { surgeryAgreedPrice: string | null; anaestheticAgreedPrice: string | null }[];
  /** The documents attached, each a checked upload of the request's doctor, in order. */
  attachments: AttachmentRow[];
}

const money = (value: string | number | null | undefined) =>
  value === null || value === undefined ? null : String(value);

/**
 * Writes the doctor's submission: a `pa_details` row and its rows, in the order entered, and the
 * hospital on the request. Meant for the submit event's own transaction (the transition engine's
 * `alongside`), so a refused or failed submit leaves none of it.
 */
export async function insertDoctorSubmission(
  tx: Executor,
  paId: string,
  { payload, hospital, agreedPrices, attachments }: CheckedSubmission,
  now: Date,
): Promise<string> {
  const d = payload.details;
  const [detail] = await tx
    .insert(t.paDetails)
    .values({
      paId,
      hospitalId: hospital.id,
      hospitalCode: hospital.code,
      admissionDate: d.admissionDate!,
      admissionCode: d.admissionCode!,
      businessOfficeEmail: hospital.businessOfficeEmail,
      daySurgery: d.daysurgery === true,
      hospitalisationReason: d.hospitalisationReason ?? null,
      onsetSymptomsType: d.onsetsymptomsType!,
      onsetSymptomsDate: d.onsetsymptomsDate ?? null,
      onsetSymptomsDuration: d.onsetsymptomsDuration ?? null,
      onsetSymptomsDescription: d.onsetsymptomsDesc!,
      referred: d.paReferral === true,
      referralDoctorDetails: d.referralDoctordetails ?? null,
      referralLetterUploadId: d.referralLetter ?? null,
      hasComorbidities: d.comorbiditiesInd === true,
      ...additionalInfoColumns(additionalInfoOf(d)),
      attendanceFee: money(d.doctorAttendancefee),
      hospitalCharges: money(d.totalHospitalcharges),
      totalBill: money(d.totalBill),
      submittedAt: now,
    })
    .returning({ id: t.paDetails.id });
  const detailId = detail!.id;
  await insertAttachments(tx, detailId, attachments);
  // The request names the hospital of its latest submission, for the insurer's queue filters.
  await tx.update(t.paRequests).set({ hospitalId: hospital.id }).where(eq(t.paRequests.id, paId));
  const rows = <T>(list: T[]) => list.map((row, position) => ({ ...row, detailId, position }));

  const diagnoses = ([1, 2, 3] as const).flatMap((n) => {
    const icdCode = d[`diagnosis${n}IcdCode`];
    const firstConsultDate = d[`diagnosis${n}Firstconsultdate`];
    const diagnosisDate = d[`diagnosis${n}Diagnosisdate`];
    return icdCode && firstConsultDate && diagnosisDate
      ? [{ icdCode, firstConsultDate, diagnosisDate }]
      : [];
  });
  await tx.insert(t.paDiagnoses).values(rows(diagnoses));
  await tx.insert(t.paWardRows).values(
    rows(
      payload.wardTypes.map((w) => ({
        wardTypeCode: w.wardtypeCode!,
        lengthOfStay: Number(w.lengthStay),
      })),
    ),
  );
  if (payload.comorbidities.length) {
    await tx.insert(t.paComorbidities).values(
      rows(
        payload.comorbidities.map((c) => ({
          comorbidityCode: c.comorbidityCode!,
          description: c.comorbidityDesc ?? '',
          since: c.comorbidityDate!,
          doctor: c.comorbidityDoctorClinic!,
          clinic: c.comorbidityClinicName!,
        })),
      ),
    );
  }
  if (payload.surgeryDetails.length) {
    await tx.insert(t.paSurgeryRows).values(
      rows(
        payload.surgeryDetails.map((s, i) => ({
          tospCode: s.tospCode!,
          surgeonFee: money(s.surgeonfee)!,
          surgeonFeeJustification: s.surgeonfeeJustification ?? null,
          anaesthetistFee: money(s.anaesthetistfee),
          anaesthetistFeeJustification: s.anaesthetistfeeJustification ?? null,
          agreedSurgeonFee: agreedPrices[i]?.surgeryAgreedPrice ?? null,
          agreedAnaesthetistFee: agreedPrices[i]?.anaestheticAgreedPrice ?? null,
        })),
      ),
    );
  }
  if (payload.otherFees.length) {
    await tx.insert(t.paOtherFees).values(
      rows(
        payload.otherFees.map((f) => ({
          feeCode: f.feesCode!,
          amount: money(f.feesAmount)!,
        })),
      ),
    );
  }
  return detailId;
}

/** When the doctor last submitted the request, or null when never. */
export async function lastDoctorSubmissionAt(db: Executor, paId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(t.paDetails.submittedAt) })
    .from(t.paDetails)
    .where(eq(t.paDetails.paId, paId));
  return row?.at ?? null;
}
