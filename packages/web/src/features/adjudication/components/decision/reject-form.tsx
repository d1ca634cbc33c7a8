import { zodResolver } from '@hookform/resolvers/zod';
import {
  DECISION_LIMITS,
  type DecisionReason,
  type RejectDecisionBody,
  rejectDecisionBodySchema,
} from '@preauth/shared';
import { useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Field } from '../../../../components/form/field';
import { Select } from '../../../../components/form/select';
import { applyFieldIssues } from '../../../../lib/form-issues';
import { reasonOption } from '../../api/get-reasons';
import type { DecisionFormProps } from './decision-page';
import { DecisionActions, DecisionConfirm } from './decision-actions';
import { ReasonsGate } from './reasons-gate';
import { useDecisionSubmit } from './use-decision-submit';

const FIELDS = ['reasonCode', 'reasonText'] as const;

/** Reject: the insurer's rejection reasons first, then the form. */
export function RejectForm(props: DecisionFormProps) {
  return (
    <ReasonsGate kind="rejection">
      {(reasons) => <RejectFields {...props} reasons={reasons} />}
    </ReasonsGate>
  );
}

/**
 * The rejection (PRO → REJ): a coded reason of the insurer's list and the explanation the
 * policyholder reads on the review and in the email, both required.
 */
function RejectFields({
  view,
  onConflict,
  reasons,
}: DecisionFormProps & { reasons: DecisionReason[] }) {
  const form = useForm<RejectDecisionBody>({
    resolver: zodResolver(rejectDecisionBodySchema),
    mode: 'onTouched',
    defaultValues: { reasonCode: '', reasonText: '' },
  });
  const options = useMemo(() => reasons.map(reasonOption), [reasons]);
  const submit = useDecisionSubmit({
    paId: view.paId,
    onConflict,
    onIssues: (issues) => applyFieldIssues(issues, FIELDS, form.setError),
  });
  const onSubmit = form.handleSubmit((body) => submit.ask({ decision: 'reject', body }));
  return (
    <FormProvider {...form}>
      <form className="form review-section" onSubmit={onSubmit} noValidate aria-label="Rejection">
        <Select<RejectDecisionBody, 'reasonCode'>
          name="reasonCode"
          label="Reason"
          options={options}
          matchWidth
        />
        <Field
          type="textarea"
          name="reasonText"
          label="Explanation for the policyholder"
          hint="Shown to the policyholder on the request's review and in the email."
          maxLength={DECISION_LIMITS.text}
        />
        <DecisionActions decision="reject" paId={view.paId} isSending={submit.isSending} />
      </form>
      <DecisionConfirm decision="reject" submit={submit} />
    </FormProvider>
  );
}
