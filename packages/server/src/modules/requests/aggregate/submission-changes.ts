import {
  ADDITIONAL_INFO_FLAGS,
  ADDITIONAL_INFO_LABELS,
  compareMoney,
  displayIsoDate,
  OTHER_COMORBIDITY,
  SUBMISSION_FIELD_LABELS as L,
  type SubmissionChange,
} from '@preauth/shared';
import { feeRevisionOf, type FeeSet } from './fee-revision';
import type { Submission } from './submission';

/** One field of a submission as the history compares it: its name, kind and value. */
export interface Fact {
  label: string;
  kind: SubmissionChange['kind'];
  value: string | null;
}

/** A submission's fields by their stable keys, in the order the case lists them. */
export type Facts = Map<string, Fact>;

const money = (label: string, value: string | null): Fact => ({ label, kind: 'money', value });
const text = (label: string, value: string | null): Fact => ({ label, kind: 'text', value });
const named = (code: string, name: string | null) => (name ? `${code} ${name}` : code);
const date = (isoDate: string | null) => (isoDate ? displayIsoDate(isoDate) : null);
const yesNo = (flag: boolean) => (flag ? 'Yes' : 'No');

/** The same value: money by amount (an empty optional fee is 0.00, as the office stores it). */
function same(kind: Fact['kind'], a: string | null, b: string | null): boolean {
  if (kind === 'money') return compareMoney(a ?? '0', b ?? '0') === 0;
  return a === b;
}

/**
 * What changed from `before` to `after`: each field whose value differs, once, in the order of
 * `after` then the fields only `before` has (a row or other fee removed), with both values.
 */
export function changesBetween(before: Facts, after: Facts): SubmissionChange[] {
  const changes: SubmissionChange[] = [];
  const compare = (field: string, fact: Fact, old: Fact | undefined, now: Fact | undefined) => {
    const a = old?.value ?? null;
    const b = now?.value ?? null;
    if (!same(fact.kind, a, b)) {
      changes.push({ field, label: fact.label, kind: fact.kind, before: a, after: b });
    }
  };
  for (const [field, fact] of after) compare(field, fact, before.get(field), fact);
  for (const [field, fact] of before) {
    if (!after.has(field)) compare(field, fact, fact, undefined);
  }
  return changes;
}

/** The fields of a set of fees: each surgery line's procedure and fees, then the rest by code. */
export function feeFactsOf(
  fees: FeeSet,
  lines: { tospCode: string; tospDescription: string | null }[],
): Facts {
  const facts: Facts = new Map();
  fees.surgeryDetails.forEach((line, i) => {
    const n = i + 1;
    const procedure = lines[i];
    if (procedure) {
      facts.set(
        `surgery.${n}.procedure`,
        text(L.procedure(n), named(procedure.tospCode, procedure.tospDescription)),
      );
    }
    facts.set(`surgery.${n}.surgeonfee`, money(L.surgeonFee(n), line.surgeonfee));
    facts.set(`surgery.${n}.anaesthetistfee`, money(L.anaesthetistFee(n), line.anaesthetistfee));
  });
  facts.set('attendanceFee', money(L.attendanceFee, fees.doctorAttendancefee));
  for (const fee of fees.otherFees) {
    facts.set(
      `otherFee.${fee.feesCode}`,
      money(L.otherFee(named(fee.feesCode, fee.feesDescription)), fee.feesAmount),
    );
  }
  facts.set('hospitalCharges', money(L.hospitalCharges, fees.totalHospitalcharges));
  facts.set('totalBill', money(L.totalBill, fees.totalBill));
  return facts;
}

/** The clinical fields of a submission, each row numbered from 1. */
export function clinicalFactsOf(submission: Submission): Facts {
  const { hospital, admission, onset, referral } = submission;
  const facts: Facts = new Map([
    ['hospital', text(L.hospital, named(hospital.code, hospital.name))],
    ['admissionDate', text(L.admissionDate, date(admission.date))],
    ['admissionType', text(L.admissionType, named(admission.code, admission.description))],
    ['daySurgery', text(L.daySurgery, yesNo(submission.daySurgery))],
    ['hospitalisationReason', text(L.hospitalisationReason, submission.hospitalisationReason)],
  ]);
  submission.wards.forEach((ward, i) => {
    const days = `${ward.lengthOfStay} ${ward.lengthOfStay === 1 ? 'day' : 'days'}`;
    facts.set(
      `ward.${i + 1}`,
      text(L.ward(i + 1), `${named(ward.code, ward.description)}, ${days}`),
    );
  });
  submission.diagnoses.forEach((row, i) => {
    const dates = `first consultation ${date(row.firstConsultDate)}, diagnosed ${date(row.diagnosisDate)}`;
    facts.set(
      `diagnosis.${i + 1}`,
      text(L.diagnosis(i + 1), `${named(row.icdCode, row.description)} (${dates})`),
    );
  });
  const onsetValue = onset.kind === 'Date' ? date(onset.date) : onset.duration;
  facts.set('onset', text(L.onset, onsetValue));
  facts.set('symptoms', text(L.symptoms, onset.description));
  facts.set('referred', text(L.referred, yesNo(referral.referred)));
  facts.set('referringDoctor', text(L.referringDoctor, referral.doctorDetails));
  facts.set('referralLetter', text(L.referralLetter, referral.letterName));
  submission.comorbidities.forEach((row, i) => {
    const what =
      row.code === OTHER_COMORBIDITY
        ? `${row.code} ${row.doctorText}`
        : named(row.code, row.typeDescription);
    facts.set(
      `comorbidity.${i + 1}`,
      text(L.comorbidity(i + 1), `${what} since ${date(row.since)} (${row.doctor}, ${row.clinic})`),
    );
  });
  const ticked = ADDITIONAL_INFO_FLAGS.filter((flag) => submission.additionalInfo[flag]);
  facts.set(
    'additionalInfo',
    text(L.additionalInfo, ticked.map((flag) => ADDITIONAL_INFO_LABELS[flag]).join(', ') || null),
  );
  return facts;
}

/** The fees the insurer had in front of it for a submission: the office's once it answered. */
function countedFees(submission: Submission) {
  const { doctor, office, lines } = feeRevisionOf(submission);
  return { doctor, counted: office ?? doctor, office, lines };
}

/**
 * What the business office changed of the doctor's fees on a submission: empty when it confirmed
 * them unchanged, null when it has not answered (the one rule for "the office adjusted the fees").
 */
export function officeChangesOf(submission: Submission): SubmissionChange[] | null {
  const { doctor, office, lines } = countedFees(submission);
  return office && changesBetween(feeFactsOf(doctor, lines), feeFactsOf(office, lines));
}

/**
 * What changed from one submission to the next: the clinical fields, and the fees from those that
 * counted on the earlier one (the office's where it answered) to the doctor's on the later one,
 * so a fee the office cut that comes back shows as changed.
 */
export function resubmissionChangesOf(earlier: Submission, later: Submission): SubmissionChange[] {
  const before = countedFees(earlier);
  const after = countedFees(later);
  return changesBetween(
    new Map([...clinicalFactsOf(earlier), ...feeFactsOf(before.counted, before.lines)]),
    new Map([...clinicalFactsOf(later), ...feeFactsOf(after.doctor, after.lines)]),
  );
}
