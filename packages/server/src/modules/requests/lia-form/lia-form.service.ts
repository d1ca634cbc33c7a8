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
import { findInsurer, type RequestRow } from '../lifecycle/request.repository';
import { loadSubmittedForm, type SubmittedForm } from '../submissions/clinical-details.repository';
import {
  loadFeeRevision,
  type FeeRevision,
  type FeeSet,
} from '../submissions/office-fees.repository';
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
function officeFees(revision: FeeRevision, office: NonNullable<FeeRevision['office']>): OfficeFees {
  const { doctor } = revision;
  const feeTypes = new Map(
    [...doctor.otherFees, ...office.otherFees].map((f) => [f.feesCode, f.feesDescription]),
  );
  const amountOf = (fees: FeeSet['otherFees'], code: string) =>
    money(fees.find((f) => f.feesCode === code)?.feesAmount ?? null);
  return {
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

function liaFormContent(
  request: RequestRow,
  insurerName: string,
  form: SubmittedForm,
  revision: FeeRevision | null,
): LiaFormContent {
  const policies = [
    withNumber(request.policyName, request.policyNumber),
    ...(request.policyRiderName
      ? [withNumber(request.policyRiderName, request.policyRiderNumber)]
      : []),
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
        ['Policyholder', request.policyHolderName],
        ['Policyholder NRIC/FIN/Passport', maskNric(request.policyHolderNric)],
        ['Policy names', policies],
      ],
      [
        ['Insured / patient', request.patientName],
        ['Patient NRIC/FIN/Passport', maskNric(request.patientNric)],
      ],
      [
        ['Doctor', request.doctorName],
        ['MCR No.', orNotGiven(request.doctorMcrno)],
        ['Clinic', request.clinicName],
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
    office: revision?.office ? officeFees(revision, revision.office) : null,
    declaration: { doctorName: request.doctorName, mcrNo: orNotGiven(request.doctorMcrno) },
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
      const request = await findRequestFor(deps, principal, paId, caller);
      const form = await loadSubmittedForm(db, paId);
      if (!form) throw new NotFoundError(LIA_FORM_TEXTS.notSubmitted);
      const [insurer, revision] = await Promise.all([
        findInsurer(db, request.insurerId),
        loadFeeRevision(db, paId),
      ]);
      const content = liaFormContent(request, insurer.name, form, revision);
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
