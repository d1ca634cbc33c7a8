import { DAY_SURGERY_ADMISSION, DOCTOR_LIMITS, requestDetailsStepSchema } from '@preauth/shared';
import { useMemo } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { Field } from '../../../../components/form/field';
import { RepeatingGroup } from '../../../../components/form/repeating-group';
import { Select } from '../../../../components/form/select';
import { DetailList } from '../../../../components/ui/detail-list';
import { doctorLookups, useAdmissionTypes } from '../../api/doctor-lookups';
import { useDoctorInput } from '../../lib/doctor-input-context';
import { emptyWardRow } from '../../lib/doctor-form-values';
import { groupError } from '../../../../components/form/group-error';
import { YES_NO } from '../../lib/step-fields';
import { LookupField } from '../lookup-field';
import { StepForm, useStepForm } from '../step-form';

/**
 * Step 1, request-details (001 §2–§5): the request's doctor and clinic (read-only), the hospital,
 * admission date and type, the wards (1 to 20; exactly one, under 2 days, for day surgery DY),
 * day surgery and the reason for hospitalisation.
 */
export function RequestDetailsStep() {
  const input = useDoctorInput();
  const form = useStepForm(requestDetailsStepSchema);
  const lookups = useMemo(() => doctorLookups(input.wayIn.bearerToken), [input.wayIn.bearerToken]);
  const admissionTypes = useAdmissionTypes(input.wayIn.bearerToken);
  const admissionType = useWatch({ control: form.control, name: 'admissionType' }) as string;
  const { errors } = useFormState({ control: form.control, name: 'wardTypes' });
  const daySurgery = admissionType === DAY_SURGERY_ADMISSION;
  const { params } = input;

  return (
    <StepForm step="request-details" form={form}>
      <DetailList
        items={[
          { label: 'Doctor name', value: params.doctorInfo.doctorName },
          { label: 'MCR No.', value: params.mcrNo ?? params.doctorInfo.doctorMCRno },
          { label: 'Clinic', value: params.clinicName },
          { label: 'Clinic code', value: params.clinicCode },
        ]}
      />
      <LookupField
        name="hospitalCode"
        label="Hospital"
        loadOptions={lookups.hospitals}
        onOptionChange={(option) => {
          form.setValue('hospitalId', option?.hospitalId ?? '');
          form.setValue('boEmailaddress', option?.boEmailaddress ?? null);
        }}
      />
      <Field type="date" name="admissionDate" label="Admission date" required />
      <Select
        name="admissionType"
        label="Admission type"
        options={admissionTypes.data ?? []}
        loading={admissionTypes.isPending}
      />
      <RepeatingGroup
        name="wardTypes"
        legend="Ward"
        minimum={DOCTOR_LIMITS.wardRowsMin}
        maximum={DOCTOR_LIMITS.wardRowsMax}
        addLabel="Add ward"
        newRow={emptyWardRow}
        error={groupError(errors.wardTypes)}
        rows={(row) => (
          <>
            <LookupField
              name={`${row.name}.wardtypeCode`}
              label="Ward type"
              loadOptions={lookups.wards}
            />
            <Field
              type="number"
              name={`${row.name}.lengthStay`}
              label="Length of stay (days)"
              min={1}
              max={daySurgery ? 1 : DOCTOR_LIMITS.lengthOfStayMax}
              step={1}
            />
          </>
        )}
      />
      <Field type="radio" name="daysurgery" label="Day surgery" options={YES_NO} />
      <Field
        type="textarea"
        name="hospitalisationReason"
        label="Reason for hospitalisation"
        maxLength={DOCTOR_LIMITS.hospitalisationReason}
      />
    </StepForm>
  );
}
