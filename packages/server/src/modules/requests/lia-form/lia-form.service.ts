import {
  ADDITIONAL_INFO_FLAGS,
  ADDITIONAL_INFO_LABELS,
  LIA_FORM_TEXTS,
  displayIsoDate,
  displaySingaporeDateTime,
  displaySingaporeDay,
  formatMoney,
  maskNric,
  withNumber,
} from '@preauth/shared';
import { principalActor, writeAudit } from '../../../core/audit/audit-log';
import type { AppDeps, CallerContext } from '../../../core/http/context';
import { NotFoundError } from '../../../core/http/errors';
import type { Principal } from '../../../core/http/principal';
import type { Field } from '../../../core/pdf/pdf-blocks';
import type { PdfRenderer } from '../../../core/pdf/pdf-renderer';
import { findRequestFor } from '../access/request-policy';
import { submittedFormOf, type SubmittedForm } from '../aggregate/clinical-details';
import { feeRevisionOf, type FeeRevision, type FeeSet } from '../aggregate/fee-revision';
import { officeChangesOf } from '../aggregate/submission-changes';
import { loadRequestAggregate, type RequestAggregate } from '../aggregate/request-aggregate';
import type { Submission } from '../aggregate/submission';
import type { LiaFormContent, OfficeFees } from './lia-form-pdf';

/** What the review step shows for a missing value (document 001 §2). */
const NOT_GIVEN = 'N/A';
const GST = `(${LIA_FORM_TEXTS.gstInclusive})`;
const orNotGiven = (text: string | null | undefined) => (text?.trim() ? text : NOT_GIVEN);
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const money = (amount: string | null) => formatMoney(amount) || NOT_GIVEN;
const described = (code: string, description: string | null) =>
  description ? `${description} (${code})` : code;
const dateOrNotGiven = (isoDate: string | null) => (isoDate ? displayIsoDate(isoDate) : NOT_GIVEN);

/** A date, or a duration with its unit (document 001 §2 review-submit). */
function symptomOnset(form: SubmittedForm): string {
  if (form.onsetsymptomsDate) return displayIsoDate(form.onsetsymptomsDate);
  return orNotGiven(form.onsetsymptomsDuration);
}

/** A surgery row's procedure, with the justification of each fee that has one. */
function procedure(row: {
  tospDescription: string | null;
  surgeonfeeJustification: string | null;
  anaesthetistfeeJustification: string | null;
}): string {
  return [
    orNotGiven(row.tospDescription),
    row.surgeonfeeJustification && `Surgeon fee justification: ${row.surgeonfeeJustification}`,
    row.anaesthetistfeeJustification &&
      `Anaesthetist fee justification: ${row.anaesthetistfeeJustification}`,
  ]
    .filter(Boolean)
    .join('\n');
}

/** The office's fees beside the doctor's (other fees by type, the doctor's first), formatted. */
function officeFees(
  revision: FeeRevision,
  office: NonNullable<FeeRevision['office']>,
  changed: boolean,
): OfficeFees {
  const { doctor } = revision;
  const feeTypes = new Map(
    [...doctor.otherFees, ...office.otherFees].map((f) => [f.feesCode, f.feesDescription]),
  );
  const amountOf = (fees: FeeSet['otherFees'], code: string) =>
    money(fees.find((f) => f.feesCode === code)?.feesAmount ?? null);
  return {
    changed,
    updatedOn: office.updatedAt ? displaySingaporeDateTime(office.updatedAt) : NOT_GIVEN,
    surgeries: revision.lines.map((line, i) => [
      line.tospCode,
      procedure(line),
      money(line.surgeonfee),
      money(office.surgeryDetails[i]?.surgeonfee ?? null),
      money(line.anaesthetistfee),
      money(office.surgeryDetails[i]?.anaesthetistfee ?? null),
    ]),
    fees: [
      [
        'Total attendance fee',
        money(doctor.doctorAttendancefee),
        money(office.doctorAttendancefee),
      ],
      ...[...feeTypes].map(([code, description]) => [
        `Other fee: ${described(code, description)}`,
        amountOf(doctor.otherFees, code),
        amountOf(office.otherFees, code),
      ]),
      [
        'Total hospital charges',
        money(doctor.totalHospitalcharges),
        money(office.totalHospitalcharges),
      ],
    ],
    totalBill: { doctor: money(doctor.totalBill), office: money(office.totalBill) },
  };
}

/** What the LIA form of a submitted request prints, masked and formatted. */
export function liaFormContentOf(
  request: RequestAggregate,
  submission: Submission,
): LiaFormContent {
  const form = submittedFormOf(submission);
  const revision = feeRevisionOf(submission);
  const insurerName = request.insurer.name;
  const { policy, policyholder, patient, doctor } = request;
  const policies = [
    withNumber(policy.name, policy.number),
    ...(policy.rider.name ? [withNumber(policy.rider.name, policy.rider.number)] : []),
  ].join(', ');
  const additionalInfo = ADDITIONAL_INFO_FLAGS.filter((flag) => form[flag]).map(
    (flag) => ADDITIONAL_INFO_LABELS[flag],
  );
  const submittedOn = displaySingaporeDateTime(form.submittedAt);
  return {
    insurerName,
    erefNo: request.erefNo,
    createdOn: displaySingaporeDay(request.createdAt),
    submittedOn,
    submittedAt: form.submittedAt,
    requestDetails: [
      [
        ['Pre-Authorisation Ref No.', request.erefNo],
        ['Insurer', insurerName],
        ['Created on', displaySingaporeDay(request.createdAt)],
      ],
      [
        ['Policyholder', policyholder.name],
        ['Policyholder NRIC/FIN/Passport', maskNric(policyholder.nric)],
        ['Policy names', policies],
      ],
      [
        ['Insured / patient', patient.name],
        ['Patient NRIC/FIN/Passport', maskNric(patient.nric)],
      ],
      [
        ['Doctor', doctor.name],
        ['MCR No.', orNotGiven(doctor.mcrNo)],
        ['Clinic', request.clinic.name],
      ],
      [
        ['Hospital', form.hospitalName ?? form.hospitalCode],
        ['Admission date', displayIsoDate(form.admissionDate)],
        ['Admission type', described(form.admissionCode, form.admissionDesc)],
      ],
      [
        ['Day surgery', yesNo(form.daysurgery)],
        ['Hospitalisation reason', orNotGiven(form.hospitalisationReason)],
      ],
    ],
    wards: form.wardTypes.map((w) => [
      described(w.wardtypeCode, w.wardtypeDesc),
      String(w.lengthStay),
    ]),
    diagnoses: form.diagnoses.map((d) => [
      d.icdCode,
      orNotGiven(d.icdDesc),
      displayIsoDate(d.firstConsultDate),
      displayIsoDate(d.diagnosisDate),
    ]),
    clinical: [
      [
        ['Symptom onset', symptomOnset(form)],
        ['Symptom description', form.onsetsymptomsDesc],
      ],
      [
        ['Came with a referral letter', yesNo(form.paReferral)],
        ['Referral letter file', orNotGiven(form.referralLetterName)],
        ['Referral doctor details', orNotGiven(form.referralDoctordetails)],
      ],
      [
        ['Additional information', additionalInfo.join(', ') || NOT_GIVEN],
        ['Co-morbidities', yesNo(form.comorbiditiesInd)],
      ],
    ],
    comorbidities: form.comorbidities.map((c) => [
      c.comorbidityDesc ? described(c.comorbidityCode, c.comorbidityDesc) : c.comorbidityCode,
      dateOrNotGiven(c.comorbidityDate),
      c.comorbidityDoctorClinic,
      c.comorbidityClinicName,
    ]),
    surgeries: form.surgeryDetails.map((s) => [
      s.tospCode,
      procedure(s),
      money(s.surgeonfee),
      money(s.anaesthetistfee),
    ]),
    fees: [
      [`Total attendance fee ${GST}`, money(form.doctorAttendancefee)],
      ...form.otherFees.map((f): Field => [
        `Other fee: ${described(f.feesCode, f.feesDescription)} ${GST}`,
        money(f.feesAmount),
      ]),
      [`Total hospital charges ${GST}`, money(form.totalHospitalcharges)],
    ],
    totalBill: money(form.totalBill),
    office: revision.office
      ? officeFees(revision, revision.office, (officeChangesOf(submission)?.length ?? 0) > 0)
      : null,
    declaration: { doctorName: doctor.name, mcrNo: orNotGiven(doctor.mcrNo) },
  };
}

/** `pdf` draws the LIA form in a worker thread (`core/pdf`), off the event loop. */
export function createLiaFormService(deps: AppDeps, pdf: PdfRenderer) {
  const { db, clock } = deps;

  return {
    /**
     * The doctor's latest submission of a request within the caller's reach, as PDF bytes.
     * Anything outside it is 404 (findRequestFor); a request the doctor has not submitted, 404.
     * Once the business office has submitted, its fees print beside the doctor's with both totals.
     */
    async download(principal: Principal, paId: string, caller: CallerContext): Promise<Buffer> {
      const row = await findRequestFor(deps, principal, paId, caller);
      const request = await loadRequestAggregate(db, row);
      if (!request.submission) throw new NotFoundError(LIA_FORM_TEXTS.notSubmitted);
      const content = liaFormContentOf(request, request.submission);
      const bytes = await pdf.render('lia-form', content);
      await writeAudit(db, {
        ...principalActor(principal, caller),
        action: 'request.lia-form-downloaded',
        paId,
        occurredAt: clock.now(),
      });
      return bytes;
    },
  };
}
