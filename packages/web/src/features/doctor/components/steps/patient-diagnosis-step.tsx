import {
  ACCEPTED_UPLOAD_TYPES,
  DOCTOR_LIMITS,
  OTHER_COMORBIDITY,
  contracts,
  patientDiagnosisStepSchema,
  requireDocuments,
  type DocumentKind,
} from '@preauth/shared';
import { useEffect, useMemo } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { Field } from '../../../../components/form/field';
import { RepeatingGroup } from '../../../../components/form/repeating-group';
import { UploadArea } from '../../../../components/form/upload-area';
import { urlOf } from '../../../../lib/api-client';
import { xhrUploader } from '../../../../lib/upload-file';
import { doctorLookups } from '../../api/doctor-lookups';
import { useDoctorInput } from '../../lib/doctor-input-context';
import { emptyComorbidityRow, emptyDiagnosisRow } from '../../lib/doctor-form-values';
import { ONSET_OPTIONS } from '../../lib/doctor-texts';
import { groupError } from '../../../../components/form/group-error';
import { YES_NO } from '../../lib/step-fields';
import { LookupField } from '../lookup-field';
import { StepForm, useStepForm } from '../step-form';
import { AdditionalInfoField } from './additional-info-field';
import { DocumentsField } from './documents-field';

const ACCEPT = Object.values(ACCEPTED_UPLOAD_TYPES).flat().join(',');
const NO_KINDS: readonly DocumentKind[] = [];

/**
 * Step 2, patient-diagnosis (001 §2–§5): 1 to 3 diagnoses (ICD lookup, both dates), the onset of
 * symptoms by date or duration, their description, the referral (details and letter), the
 * documents attached (with the kinds an amendment request asks for), the additional information
 * and the co-morbidities.
 */
export function PatientDiagnosisStep() {
  const input = useDoctorInput();
  const token = input.wayIn.bearerToken;
  const required = input.params.amendment?.requiredDocumentKinds ?? NO_KINDS;
  const schema = useMemo(() => requireDocuments(patientDiagnosisStepSchema, required), [required]);
  const form = useStepForm(schema);
  const { control, setValue } = form;
  const lookups = useMemo(() => doctorLookups(token), [token]);
  const [onsetType, referral, hasComorbidities, comorbidities] = useWatch({
    control,
    name: ['onsetsymptomsType', 'paReferral', 'comorbiditiesInd', 'comorbidities'],
  }) as [string, string, string, { comorbidityCode?: string }[] | undefined];
  const { errors } = useFormState({ control, name: ['diagnosis', 'comorbidities'] });
  const uploadUrl = urlOf(contracts.uploadFile, {
    params: { insurerCode: input.params.insurerCode },
    // The request names itself for a logged-in doctor; a link session's is its own.
    query: { purpose: 'referral-letter', paId: input.wayIn.paId },
  });
  const uploader = useMemo(() => xhrUploader(uploadUrl, token), [uploadUrl, token]);
  // Yes to co-morbidities opens the first row to fill in.
  const noRows = !comorbidities?.length;
  useEffect(() => {
    if (hasComorbidities === 'true' && noRows) setValue('comorbidities', [emptyComorbidityRow()]);
  }, [hasComorbidities, noRows, setValue]);
  const referralLetterName = form.getValues('referralLetterName') as string | null;
  const letter = form.getValues('referralLetter') as string | null;

  return (
    <StepForm step="patient-diagnosis" form={form}>
      <RepeatingGroup
        name="diagnosis"
        legend="Diagnosis"
        minimum={DOCTOR_LIMITS.diagnosesMin}
        maximum={DOCTOR_LIMITS.diagnosesMax}
        addLabel="Add diagnosis"
        newRow={emptyDiagnosisRow}
        error={groupError(errors.diagnosis)}
        rows={(row) => (
          <>
            <LookupField name={`${row.name}.icdCode`} label="ICD-10" loadOptions={lookups.icd} />
            <Field
              type="date"
              name={`${row.name}.firstConsultDate`}
              label="First consultation date"
              required
            />
            <Field type="date" name={`${row.name}.diagnosisDate`} label="Diagnosis date" required />
          </>
        )}
      />
      <Field
        type="radio"
        name="onsetsymptomsType"
        label="Onset of symptoms"
        options={ONSET_OPTIONS}
      />
      {onsetType === 'Date' && (
        <Field type="date" name="onsetsymptomsDate" label="Date of onset" required />
      )}
      {(onsetType === 'Days' || onsetType === 'Weeks') && (
        <Field
          type="number"
          name="onsetsymptomsDuration"
          label={`Duration (${onsetType.toLowerCase()})`}
          min={1}
          step={1}
        />
      )}
      <Field
        type="textarea"
        name="onsetsymptomsDesc"
        label="Description of symptoms"
        maxLength={DOCTOR_LIMITS.symptomDescription}
      />
      <Field
        type="radio"
        name="paReferral"
        label="Did the patient come with a referral letter?"
        options={YES_NO}
      />
      {referral === 'true' && (
        <>
          <Field
            type="textarea"
            name="referralDoctordetails"
            label="Referral doctor details"
            maxLength={DOCTOR_LIMITS.referralDetails}
          />
          <UploadArea
            name="referralLetter"
            id="referralLetter"
            label="Referral letter"
            hint="PDF, JPG or PNG, at most 10MB."
            url={uploadUrl}
            upload={uploader}
            accept={ACCEPT}
            initialFile={
              letter ? { uploadId: letter, fileName: referralLetterName ?? '' } : undefined
            }
            onFileChange={(file) => {
              // No file is null, as the schema and the draft hold it.
              setValue('referralLetter', file?.uploadId ?? null);
              setValue('referralLetterName', file?.fileName ?? null);
            }}
          />
        </>
      )}
      <DocumentsField required={required} url={uploadUrl} upload={uploader} />
      <AdditionalInfoField />
      <Field
        type="radio"
        name="comorbiditiesInd"
        label="Does the patient have co-morbidities?"
        options={YES_NO}
      />
      {hasComorbidities === 'true' && (
        <RepeatingGroup
          name="comorbidities"
          legend="Co-morbidity"
          minimum={1}
          addLabel="Add co-morbidity"
          newRow={emptyComorbidityRow}
          error={groupError(errors.comorbidities)}
          rows={(row) => (
            <>
              <LookupField
                name={`${row.name}.comorbidityCode`}
                label="Co-morbidity"
                loadOptions={lookups.comorbidities}
              />
              {comorbidities?.[row.index]?.comorbidityCode === OTHER_COMORBIDITY && (
                <Field
                  type="text"
                  name={`${row.name}.comorbidityOthers`}
                  label="Other co-morbidity"
                  maxLength={DOCTOR_LIMITS.doctorOrClinic}
                />
              )}
              <Field type="date" name={`${row.name}.comorbidityDate`} label="Date" required />
              <Field
                type="text"
                name={`${row.name}.comorbidityDoctorClinic`}
                label="Attending doctor"
                maxLength={DOCTOR_LIMITS.doctorOrClinic}
              />
              <Field
                type="text"
                name={`${row.name}.comorbidityClinicName`}
                label="Clinic name"
                maxLength={DOCTOR_LIMITS.doctorOrClinic}
              />
            </>
          )}
        />
      )}
    </StepForm>
  );
}
