import { zodResolver } from '@hookform/resolvers/zod';
import { INSURER_POLICY_BOUNDS as B, type InsurerPolicy } from '@preauth/shared';
import { FormProvider, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Field } from '../../../../components/form/field';
import { SubmitButton } from '../../../../components/form/submit-button';
import { isApiError } from '../../../../lib/api-error';
import { errorMessage } from '../../../../lib/error-message';
import { applyFieldIssues } from '../../../../lib/form-issues';
import {
  policyFormSchema,
  policyFormValues,
  useSaveInsurerPolicy,
  type PolicyFormValues,
} from '../../api/insurer-policy';
import { useSubmitOnce } from '../../../../components/form/use-submit-once';

type Bounds = { readonly min: number; readonly max: number };

/** A whole number within its bounds, the bounds said in the hint. */
function BoundedNumber({
  name,
  label,
  unit,
  bounds,
}: {
  name: string;
  label: string;
  unit: string;
  bounds: Bounds;
}) {
  return (
    <Field
      type="number"
      name={name}
      label={label}
      hint={`${bounds.min} to ${bounds.max} ${unit}.`}
      min={bounds.min}
      max={bounds.max}
      step={1}
    />
  );
}

const FIELDS = [
  'decisionWorkingDays',
  'urgentDecisionHours',
  'responseWindowDays',
  'feeCaps.firstRowPercent',
  'feeCaps.laterRowPercent',
  'certificateValidityDays',
  'pin.maxAttempts',
  'pin.lifetimeMinutes',
  'pin.resendWaitSeconds',
  'pin.maxSendsPerHour',
  'contact.name',
  'contact.phone',
  'contact.email',
  'contact.hours',
] as const;

/**
 * The insurer's policy, each setting within the bounds the shared schema gives (its messages at
 * the fields). Saving is audited by the server; a refusal shows its message, and its field issues
 * at their fields.
 */
export function PolicyForm({ policy }: { policy: InsurerPolicy }) {
  const form = useForm<PolicyFormValues, unknown, InsurerPolicy>({
    resolver: zodResolver(policyFormSchema),
    mode: 'onTouched',
    defaultValues: policyFormValues(policy),
  });
  const save = useSaveInsurerPolicy();

  const onSubmit = useSubmitOnce(form, (values) =>
    save.mutateAsync(values).then(
      (saved) => {
        form.reset(policyFormValues(saved));
        toast.success('The policy is saved.');
      },
      (error: unknown) => {
        if (isApiError(error)) applyFieldIssues(error.body?.issues, FIELDS, form.setError);
      },
    ),
  );

  return (
    <FormProvider {...form}>
      <form className="form policy-form" onSubmit={onSubmit} noValidate aria-label="Policy">
        <fieldset className="policy-form__group">
          <legend>Clocks</legend>
          <BoundedNumber
            name="decisionWorkingDays"
            label="Decision clock"
            unit="working days"
            bounds={B.decisionWorkingDays}
          />
          <BoundedNumber
            name="urgentDecisionHours"
            label="Urgent decision clock"
            unit="hours"
            bounds={B.urgentDecisionHours}
          />
          <BoundedNumber
            name="responseWindowDays"
            label="Response window of the doctor, business office and policyholder"
            unit="calendar days"
            bounds={B.responseWindowDays}
          />
        </fieldset>
        <fieldset className="policy-form__group">
          <legend>Fee caps (per cent of the agreed price)</legend>
          <BoundedNumber
            name="feeCaps.firstRowPercent"
            label="First surgery row"
            unit="per cent"
            bounds={B.firstRowCapPercent}
          />
          <BoundedNumber
            name="feeCaps.laterRowPercent"
            label="Later surgery rows"
            unit="per cent, and not above the first row's"
            bounds={B.laterRowCapPercent}
          />
        </fieldset>
        <fieldset className="policy-form__group">
          <legend>Certificate</legend>
          <BoundedNumber
            name="certificateValidityDays"
            label="Validity"
            unit="calendar days from the decision, for approvals made from now on"
            bounds={B.certificateValidityDays}
          />
        </fieldset>
        <fieldset className="policy-form__group">
          <legend>One-time PIN</legend>
          <BoundedNumber
            name="pin.maxAttempts"
            label="Tries per PIN"
            unit="tries"
            bounds={B.pinMaxAttempts}
          />
          <BoundedNumber
            name="pin.lifetimeMinutes"
            label="PIN lifetime"
            unit="minutes"
            bounds={B.pinLifetimeMinutes}
          />
          <BoundedNumber
            name="pin.resendWaitSeconds"
            label="Wait before a new PIN"
            unit="seconds"
            bounds={B.pinResendWaitSeconds}
          />
          <BoundedNumber
            name="pin.maxSendsPerHour"
            label="PINs sent an hour"
            unit="PINs"
            bounds={B.pinMaxSendsPerHour}
          />
        </fieldset>
        <fieldset className="policy-form__group">
          <legend>Contact named in emails</legend>
          <p className="field__hint">Leave all four empty to name the insurer instead.</p>
          <Field type="text" name="contact.name" label="Name" maxLength={B.contactTextMax} />
          <Field
            type="text"
            name="contact.phone"
            label="Phone"
            autoComplete="off"
            maxLength={B.contactTextMax}
          />
          <Field type="text" name="contact.email" label="Email" maxLength={B.contactTextMax} />
          <Field type="text" name="contact.hours" label="Hours" maxLength={B.contactTextMax} />
        </fieldset>
        {save.isError && (
          <p className="alert alert--error" role="alert">
            {errorMessage(save.error, 'write')}
          </p>
        )}
        <div className="screen-actions">
          <SubmitButton>Save policy</SubmitButton>
        </div>
      </form>
    </FormProvider>
  );
}
