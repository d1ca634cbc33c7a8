import { zodResolver } from '@hookform/resolvers/zod';
import {
  DECISION_LIMITS,
  DOCUMENT_KIND_LABELS,
  DOCUMENT_KINDS,
  type RequestAmendmentBody,
  requestAmendmentBodySchema,
} from '@preauth/shared';
import { FormProvider, useForm } from 'react-hook-form';
import { Field } from '../../../../components/form/field';
import { applyFieldIssues } from '../../../../lib/form-issues';
import type { DecisionFormProps } from './decision-page';
import { DecisionActions, DecisionConfirm } from './decision-actions';
import { useDecisionSubmit } from './use-decision-submit';

const FIELDS = ['changesRequired', 'requiredDocumentKinds'] as const;
const KIND_OPTIONS = DOCUMENT_KINDS.map((kind) => ({
  value: kind,
  label: DOCUMENT_KIND_LABELS[kind],
}));

/**
 * The amendment request (PRO → AME-REQ): what the doctor must change, required, and the kinds of
 * document the doctor must attach before submitting again; the doctor gets both with a new link
 * to the form.
 */
export function AmendmentForm({ view, onConflict }: DecisionFormProps) {
  const form = useForm<RequestAmendmentBody>({
    resolver: zodResolver(requestAmendmentBodySchema),
    mode: 'onTouched',
    defaultValues: { changesRequired: '', requiredDocumentKinds: [] },
  });
  const submit = useDecisionSubmit({
    paId: view.paId,
    onConflict,
    onIssues: (issues) => applyFieldIssues(issues, FIELDS, form.setError),
  });
  const onSubmit = form.handleSubmit((body) => submit.ask({ decision: 'request-amendment', body }));
  return (
    <FormProvider {...form}>
      <form
        className="form review-section"
        onSubmit={onSubmit}
        noValidate
        aria-label="Amendment request"
      >
        <Field
          type="textarea"
          name="changesRequired"
          label="What must change"
          hint="Sent to the doctor with a new link to the form; the policyholder reads it on the request's page."
          maxLength={DECISION_LIMITS.text}
        />
        <Field
          type="checkbox"
          name="requiredDocumentKinds"
          label="Documents the doctor must attach"
          hint="The doctor cannot submit again without one of each kind ticked."
          options={KIND_OPTIONS}
        />
        <DecisionActions
          decision="request-amendment"
          paId={view.paId}
          isSending={submit.isSending}
        />
      </form>
      <DecisionConfirm decision="request-amendment" submit={submit} />
    </FormProvider>
  );
}
