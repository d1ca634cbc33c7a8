import {
  ADDITIONAL_INFO_FLAGS,
  type AdditionalInfo,
  displayIsoDate,
  formatMoney,
  otherFeesTotal,
  surgeryTotal,
  totalBill,
  ADDITIONAL_INFO_LABELS,
  DOCUMENT_KIND_LABELS,
  type DocumentKind,
} from '@preauth/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { type DetailItem, DetailList, ReviewSection } from '../../../../components/ui/detail-list';
import { displayTimestampDate } from '../../../../lib/display-date';
import { useAdmissionTypes } from '../../api/doctor-lookups';
import { useReviewLabels } from '../../api/review-labels';
import { useDoctorInput } from '../../lib/doctor-input-context';
import { type FormProblem, formProblems } from '../../lib/form-problems';
import { STEP_TITLES } from '../../lib/doctor-steps';
import { SaveDraft } from '../save-draft';
import { FormProblemLine } from '../form-problem-line';
import { EDIT_AGAIN_STATE } from '../step-form';

type Row = Record<string, string | number | null | undefined>;
const GST = '(inclusive of GST)';

const text = (value: unknown): string | null =>
  value === null || value === undefined || value === '' ? null : String(value);
const date = (value: unknown) =>
  typeof value === 'string' && value ? displayIsoDate(value) : null;
const yesNo = (value: unknown) => (value === 'true' ? 'Yes' : value === 'false' ? 'No' : null);
const money = (value: unknown) => text(value) && formatMoney(String(value));
const documentKindLabel = (kind: unknown) =>
  DOCUMENT_KIND_LABELS[kind as DocumentKind] ?? 'Kind not chosen';
const fileNameOf = (row: Row) => text(row.fileName) ?? 'Uploaded document';
const list = (lines: (string | null)[]) => {
  const kept = lines.filter((line): line is string => Boolean(line));
  return kept.length ? (
    <ul className="review-list">
      {kept.map((line, i) => (
        <li key={i}>{line}</li>
      ))}
    </ul>
  ) : null;
};

/**
 * Step 4, review-submit (001 §2): the whole form read-only in three sections, each with "Edit
 * again" back to its step, "N/A" for what is missing; "Everything is fine" goes on to the
 * declaration once the whole form is valid, or says what to fix where.
 */
export function ReviewStep() {
  const input = useDoctorInput();
  const { params, values: v, wayIn } = input;
  const admissionTypes = useAdmissionTypes(input.wayIn.bearerToken);
  const [problems, setProblems] = useState<FormProblem[]>([]);
  const looked = useReviewLabels(v, input.wayIn.bearerToken);
  /** A chosen code as shown where it was chosen (or looked up again), else the code. */
  const chosen = (row: Row, field: string, path = field) =>
    text(row[`${field}label`]) ?? looked(path) ?? text(row[field]);
  const rows = (name: string) => (Array.isArray(v[name]) ? (v[name] as Row[]) : []);
  const info = (v.additionalInfo ?? {}) as Partial<AdditionalInfo>;
  const onset =
    v.onsetsymptomsType === 'Date'
      ? date(v.onsetsymptomsDate)
      : text(v.onsetsymptomsDuration) &&
        `${String(v.onsetsymptomsDuration)} ${String(v.onsetsymptomsType)}`;

  const sections: {
    id: string;
    step: 'request-details' | 'patient-diagnosis' | 'requested-fee';
    items: DetailItem[];
  }[] = [
    {
      id: 'details',
      step: 'request-details',
      items: [
        { label: 'Pre-Authorisation Ref No.', value: params.erefNo },
        { label: 'Insurer', value: params.insurerName },
        { label: 'Created on', value: displayTimestampDate(params.createdOn) },
        { label: 'Policyholder', value: `${params.policyHolderName} (${params.policyHolderNric})` },
        { label: 'Insured / patient', value: `${params.patientName} (${params.patientNric})` },
        {
          label: 'Policy',
          value: [params.policyName, params.policyRiderName].filter(Boolean).join(', '),
        },
        { label: 'Doctor name', value: params.doctorInfo.doctorName },
        { label: 'MCR No.', value: params.mcrNo ?? params.doctorInfo.doctorMCRno },
        { label: 'Clinic', value: params.clinicName },
        { label: 'Hospital', value: chosen(v as Row, 'hospitalCode') },
        { label: 'Admission date', value: date(v.admissionDate) },
        {
          label: 'Admission type',
          value:
            admissionTypes.data?.find((o) => o.value === v.admissionType)?.label ??
            text(v.admissionType),
        },
        {
          label: 'Ward details',
          value: list(
            rows('wardTypes').map((row, i) =>
              chosen(row, 'wardtypeCode')
                ? `${chosen(row, 'wardtypeCode', `wardTypes.${i}.wardtypeCode`)}: ${text(row.lengthStay) ?? 'N/A'} day(s)`
                : null,
            ),
          ),
        },
        { label: 'Day surgery', value: yesNo(v.daysurgery) },
        { label: 'Reason for hospitalisation', value: text(v.hospitalisationReason) },
      ],
    },
    {
      id: 'diagnosis',
      step: 'patient-diagnosis',
      items: [
        {
          label: 'Diagnoses',
          value: list(
            rows('diagnosis').map((row, i) =>
              chosen(row, 'icdCode')
                ? `${chosen(row, 'icdCode', `diagnosis.${i}.icdCode`)} (first consultation ${date(row.firstConsultDate) ?? 'N/A'}, diagnosed ${date(row.diagnosisDate) ?? 'N/A'})`
                : null,
            ),
          ),
        },
        { label: 'Onset of symptoms', value: onset },
        { label: 'Description of symptoms', value: text(v.onsetsymptomsDesc) },
        { label: 'Came with a referral letter', value: yesNo(v.paReferral) },
        {
          label: 'Referral letter',
          value: v.paReferral === 'true' ? text(v.referralLetterName) : null,
        },
        {
          label: 'Documents',
          value: list(
            rows('attachments').map((row) =>
              row.uploadId ? `${documentKindLabel(row.kind)}: ${fileNameOf(row)}` : null,
            ),
          ),
        },
        {
          label: 'Referral doctor details',
          value: v.paReferral === 'true' ? text(v.referralDoctordetails) : null,
        },
        {
          label: 'Additional information',
          value: list(
            ADDITIONAL_INFO_FLAGS.map((f) => (info[f] ? ADDITIONAL_INFO_LABELS[f] : null)),
          ),
        },
        { label: 'Co-morbidities', value: yesNo(v.comorbiditiesInd) },
        {
          label: 'Co-morbidity details',
          value:
            v.comorbiditiesInd === 'true'
              ? list(
                  rows('comorbidities').map(
                    (row, i) =>
                      [
                        text(row.comorbidityOthers) ??
                          chosen(row, 'comorbidityCode', `comorbidities.${i}.comorbidityCode`),
                        date(row.comorbidityDate),
                        text(row.comorbidityDoctorClinic),
                        text(row.comorbidityClinicName),
                      ]
                        .filter(Boolean)
                        .join(', ') || null,
                  ),
                )
              : null,
        },
      ],
    },
    {
      id: 'fees',
      step: 'requested-fee',
      items: [
        {
          label: `Surgery fees ${GST}`,
          value: list(
            rows('surgeryDetails').map((row, i) =>
              chosen(row, 'tospCode')
                ? `${chosen(row, 'tospCode', `surgeryDetails.${i}.tospCode`)}: surgeon ${money(row.surgeonfee) ?? 'N/A'}, anaesthetist ${money(row.anaesthetistfee) ?? 'N/A'}`
                : null,
            ),
          ),
        },
        {
          label: `Total surgery fees ${GST}`,
          value: formatMoney(surgeryTotal(rows('surgeryDetails'))),
        },
        { label: `Total attendance fee ${GST}`, value: money(v.doctorAttendancefee) },
        {
          label: `Other fees ${GST}`,
          value: list(
            rows('otherFees').map((row, i) =>
              chosen(row, 'feesCode')
                ? `${chosen(row, 'feesCode', `otherFees.${i}.feesCode`)}: ${money(row.feesAmount) ?? 'N/A'}`
                : null,
            ),
          ),
        },
        { label: `Total other fees ${GST}`, value: formatMoney(otherFeesTotal(rows('otherFees'))) },
        { label: `Total hospital charges ${GST}`, value: money(v.totalHospitalcharges) },
        { label: `Total bill ${GST}`, value: formatMoney(totalBill(v)) },
      ],
    },
  ];

  const onConfirm = () => {
    const found = formProblems(
      v,
      input.params.requestPolicy.feeCaps,
      input.params.amendment?.requiredDocumentKinds,
    );
    setProblems(found);
    if (found.length === 0) input.goTo('declaration');
  };

  return (
    <div className="doctor-review">
      {sections.map((section) => (
        <ReviewSection key={section.id} id={section.id} title={STEP_TITLES[section.step]}>
          <DetailList items={section.items} />
          <p>
            <Link
              to={wayIn.step(section.step)}
              state={EDIT_AGAIN_STATE}
              aria-label={`Edit again: ${STEP_TITLES[section.step]}`}
            >
              Edit again
            </Link>
          </p>
        </ReviewSection>
      ))}
      {problems.length > 0 && (
        <div className="alert alert--error" role="alert">
          <p>Please correct these before you go on:</p>
          <ul>
            {problems.map((problem, i) => (
              <li key={i}>
                <FormProblemLine problem={problem} />
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="screen-actions">
        <SaveDraft step="review-submit" />
        <Button onClick={onConfirm}>Everything is fine</Button>
      </div>
    </div>
  );
}
