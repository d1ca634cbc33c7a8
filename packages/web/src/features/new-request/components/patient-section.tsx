import {
  type PatientPolicy,
  type PolicyholderPatient,
  type PolicyRider,
  REQUEST_MESSAGES,
} from '@preauth/shared';
import { useFormContext, useWatch } from 'react-hook-form';
import { Select, type SelectOption } from '../../../components/form/select';
import { type CreateRequestValues, NO_POLICY, patientFields } from '../lib/create-request-values';
import { useFillFields } from '../lib/use-fill-fields';
import { FormSection } from './form-section';
import { OptionWithNote } from './option-with-note';

type PatientOption = SelectOption & { patient: PolicyholderPatient };
type PolicyOption = SelectOption & { policy: PatientPolicy };
type RiderOption = SelectOption & { rider: PolicyRider | null };

const NO_RIDER: RiderOption = { value: '', label: 'No rider', rider: null };

/**
 * The insured patient, then one of the patient's policies, then optionally one of its riders.
 * A patient with an open request is listed but cannot be chosen (000 §2.5), with the reason shown.
 * The insured patient raising it for themselves finds themselves chosen, fixed (record 084).
 */
export function PatientSection({
  patients,
  fixedPatient = false,
}: {
  patients: readonly PolicyholderPatient[];
  fixedPatient?: boolean;
}) {
  const { control } = useFormContext<CreateRequestValues>();
  const fill = useFillFields();
  const [clntNo, policyNo] = useWatch({ control, name: ['lifeAssuredClntNo', 'policyNumber'] });
  const patient = patients.find((p) => p.lifeAssuredClntNo === clntNo);
  const policy = patient?.policies.find((p) => p.policyNo === policyNo);

  const patientOptions: PatientOption[] = patients.map((p) => ({
    value: p.lifeAssuredClntNo,
    label: `${p.name} (${p.relationship})`,
    disabled: p.hasActiveRequest,
    patient: p,
  }));
  const policyOptions: PolicyOption[] = (patient?.policies ?? []).map((p) => ({
    value: p.policyNo,
    label: `${p.policyName} (${p.policyNo})`,
    policy: p,
  }));
  const riderOptions: RiderOption[] = policy
    ? [
        NO_RIDER,
        ...policy.riders.map((r) => ({
          value: r.policyNo,
          label: `${r.policyName} (${r.policyNo})`,
          rider: r,
        })),
      ]
    : [];

  const choosePatient = ({ patient: chosen }: PatientOption) => {
    if (chosen.lifeAssuredClntNo === patient?.lifeAssuredClntNo) return;
    // The policy and the Employment Pass letter were the previous patient's.
    fill({ ...patientFields(chosen), ...NO_POLICY, epLetter: '' }, 'lifeAssuredClntNo');
  };

  const choosePolicy = ({ policy: chosen }: PolicyOption) => {
    if (chosen.policyNo === policy?.policyNo) return;
    const [consultant] = chosen.fc;
    fill(
      {
        policyName: chosen.policyName,
        policyRiderNumber: '',
        policyRiderName: '',
        fcName: consultant?.fcName ?? null,
        fcGender: consultant?.fcGender ?? null,
        fcEmail: consultant?.fcEmail ?? null,
        fcContactno: consultant?.fcContactno ?? null,
      },
      'policyNumber',
    );
  };

  return (
    <FormSection title="Insured/patient details">
      <Select
        control={control}
        name="lifeAssuredClntNo"
        label="Patient"
        options={patientOptions}
        disabled={fixedPatient}
        matchWidth
        onOptionChange={choosePatient}
        renderOption={(option) => (
          <OptionWithNote
            label={option.label}
            note={option.disabled ? REQUEST_MESSAGES.patientHasActiveRequest : undefined}
          />
        )}
      />
      <Select
        control={control}
        name="policyNumber"
        label="Policy"
        options={policyOptions}
        placeholder={patient ? 'Please select' : 'Select the patient first'}
        disabled={!patient}
        matchWidth
        onOptionChange={choosePolicy}
      />
      <Select
        control={control}
        name="policyRiderNumber"
        label="Rider (optional)"
        options={riderOptions}
        placeholder={policy ? 'Please select' : 'Select the policy first'}
        disabled={!policy}
        matchWidth
        onOptionChange={({ rider }) =>
          fill({ policyRiderName: rider?.policyName ?? '' }, 'policyRiderNumber')
        }
      />
    </FormSection>
  );
}
