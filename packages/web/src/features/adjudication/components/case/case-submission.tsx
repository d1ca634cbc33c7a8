import type { ReactNode } from 'react';
import {
  ADDITIONAL_INFO_FLAGS,
  ADDITIONAL_INFO_LABELS,
  type CaseSubmission as Submission,
  displayIsoDate,
  displaySingaporeDateTime,
} from '@preauth/shared';
import {
  codeWithName,
  DetailList,
  DetailRows,
  NOT_AVAILABLE,
  ReviewSection,
  yesNo,
} from '../../../../components/ui/detail-list';

const date = (isoDate: string | null) => (isoDate ? displayIsoDate(isoDate) : null);

/** One part of the submission, under its own heading. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="case-part">
      <h3>{title}</h3>
      {children}
    </div>
  );
}

/**
 * The doctor's latest submission, section by section as the doctor's form has them: admission,
 * symptoms, referral, diagnoses, comorbidities, additional information and ward. The fees have a
 * section of their own.
 */
export function CaseSubmission({ submission }: { submission: Submission | null }) {
  if (!submission) {
    return (
      <ReviewSection id="submission" title="The doctor's submission">
        <p>The doctor has not submitted yet.</p>
      </ReviewSection>
    );
  }
  const { admission, symptoms, referral } = submission;
  const ticked = ADDITIONAL_INFO_FLAGS.filter((flag) => submission.additionalInfo[flag]);
  return (
    <ReviewSection id="submission" title="The doctor's submission">
      <p className="case-note">
        Submitted {displaySingaporeDateTime(new Date(submission.submittedAt))}
      </p>
      <Part title="Admission">
        <DetailList
          items={[
            {
              label: 'Hospital',
              value: codeWithName(admission.hospitalCode, admission.hospitalName),
            },
            { label: 'Admission date', value: date(admission.admissionDate) },
            {
              label: 'Admission type',
              value: codeWithName(admission.admissionCode, admission.admissionDesc),
            },
            { label: 'Day surgery', value: yesNo(admission.daysurgery) },
            { label: 'Reason for hospitalisation', value: admission.hospitalisationReason },
          ]}
        />
      </Part>
      <Part title="Symptoms">
        <DetailList
          items={[
            {
              label: 'Onset of symptoms',
              value:
                symptoms.onsetsymptomsType === 'Date'
                  ? date(symptoms.onsetsymptomsDate)
                  : symptoms.onsetsymptomsDuration,
            },
            { label: 'Description', value: symptoms.onsetsymptomsDesc },
          ]}
        />
      </Part>
      <Part title="Referral">
        <DetailList
          items={[
            { label: 'Referred by another doctor', value: yesNo(referral.paReferral) },
            { label: 'Referring doctor', value: referral.referralDoctordetails },
            { label: 'Referral letter', value: referral.referralLetterName },
          ]}
        />
      </Part>
      <Part title="Diagnoses">
        <DetailRows
          rows={submission.diagnoses}
          items={(d) => [
            { label: 'Diagnosis (ICD code)', value: codeWithName(d.icdCode, d.icdDesc) },
            { label: 'First consultation date', value: date(d.firstConsultDate) },
            { label: 'Diagnosis date', value: date(d.diagnosisDate) },
          ]}
        />
      </Part>
      <Part title="Comorbidities">
        {submission.comorbiditiesInd ? (
          <DetailRows
            rows={submission.comorbidities}
            items={(c) => [
              { label: 'Comorbidity', value: codeWithName(c.comorbidityCode, c.comorbidityDesc) },
              { label: 'Comorbidity date', value: date(c.comorbidityDate) },
              { label: 'Other comorbidity', value: c.comorbidityOthers },
              { label: 'Doctor', value: c.comorbidityDoctorClinic },
              { label: 'Clinic', value: c.comorbidityClinicName },
            ]}
          />
        ) : (
          <p>None declared.</p>
        )}
      </Part>
      <Part title="Additional information">
        {ticked.length === 0 ? (
          <p>{NOT_AVAILABLE}</p>
        ) : (
          <ul className="case-ticks">
            {ticked.map((flag) => (
              <li key={flag}>{ADDITIONAL_INFO_LABELS[flag]}</li>
            ))}
          </ul>
        )}
      </Part>
      <Part title="Ward">
        <DetailRows
          rows={submission.wardTypes}
          items={(w) => [
            { label: 'Ward type', value: codeWithName(w.wardtypeCode, w.wardtypeDesc) },
            { label: 'Length of stay (days)', value: String(w.lengthStay) },
          ]}
        />
      </Part>
    </ReviewSection>
  );
}
