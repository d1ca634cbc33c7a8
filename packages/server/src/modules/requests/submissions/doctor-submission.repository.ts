import { additionalInfoOf, type DoctorSubmission } from '@preauth/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import * as t from '../../../core/db/schema';

/** A doctor's submission as the server checked it: its payload, and what it took from its own records. */
export interface CheckedSubmission {
  /** The payload made from the checked form (totals recomputed, descriptions from the lookups). */
  payload: DoctorSubmission;
  hospital: { id: string; code: string; businessOfficeEmail: string | null };
  /** The agreed prices each surgery row was capped against, in row order. */
  agreedPrices: { surgeryAgreedPrice: string | null; anaestheticAgreedPrice: string | null }[];
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
  { payload, hospital, agreedPrices }: CheckedSubmission,
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
      boEmailaddress: hospital.businessOfficeEmail,
      daysurgery: d.daysurgery === true,
      hospitalisationReason: d.hospitalisationReason ?? null,
      onsetsymptomsType: d.onsetsymptomsType!,
      onsetsymptomsDate: d.onsetsymptomsDate ?? null,
      onsetsymptomsDuration: d.onsetsymptomsDuration ?? null,
      onsetsymptomsDesc: d.onsetsymptomsDesc!,
      paReferral: d.paReferral === true,
      referralDoctordetails: d.referralDoctordetails ?? null,
      referralLetterUploadId: d.referralLetter ?? null,
      comorbiditiesInd: d.comorbiditiesInd === true,
      ...additionalInfoOf(d),
      doctorAttendancefee: money(d.doctorAttendancefee),
      totalHospitalcharges: money(d.totalHospitalcharges),
      totalBill: money(d.totalBill),
      submittedAt: now,
    })
    .returning({ id: t.paDetails.id });
  const detailId = detail!.id;
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
        wardtypeCode: w.wardtypeCode!,
        lengthStay: Number(w.lengthStay),
      })),
    ),
  );
  if (payload.comorbidities.length) {
    await tx.insert(t.paComorbidities).values(
      rows(
        payload.comorbidities.map((c) => ({
          comorbidityCode: c.comorbidityCode!,
          comorbidityDesc: c.comorbidityDesc ?? '',
          comorbidityDate: c.comorbidityDate!,
          comorbidityDoctorClinic: c.comorbidityDoctorClinic!,
          comorbidityClinicName: c.comorbidityClinicName!,
        })),
      ),
    );
  }
  if (payload.surgeryDetails.length) {
    await tx.insert(t.paSurgeryRows).values(
      rows(
        payload.surgeryDetails.map((s, i) => ({
          tospCode: s.tospCode!,
          surgeonfee: money(s.surgeonfee)!,
          surgeonfeeJustification: s.surgeonfeeJustification ?? null,
          anaesthetistfee: money(s.anaesthetistfee),
          anaesthetistfeeJustification: s.anaesthetistfeeJustification ?? null,
          surgeryAgreedPrice: agreedPrices[i]?.surgeryAgreedPrice ?? null,
          anaestheticAgreedPrice: agreedPrices[i]?.anaestheticAgreedPrice ?? null,
        })),
      ),
    );
  }
  if (payload.otherFees.length) {
    await tx.insert(t.paOtherFees).values(
      rows(
        payload.otherFees.map((f) => ({
          feesCode: f.feesCode!,
          feesAmount: money(f.feesAmount)!,
        })),
      ),
    );
  }
  return detailId;
}
