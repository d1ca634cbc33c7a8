import type { PolicyholderInfo, PolicyholderPatient } from '@preauth/shared';
import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { Field } from '../../../components/form/field';
import { LeavePagePrompt } from '../../../components/form/leave-page-prompt';
import { RestoredDraftNote } from '../../../components/form/restored-draft-note';
import { SubmitButton } from '../../../components/form/submit-button';
import { UrgentMarkFields } from '../../../components/form/urgent-mark-fields';
import { useFormDraft } from '../../../components/form/use-form-draft';
import { Button } from '../../../components/ui/button';
import { landingPath, paths } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/current-user';
import { isApiError } from '../../../lib/api-error';
import { conflictKind } from '../../../lib/conflict-kind';
import { applyFieldIssues } from '../../../lib/form-issues';
import { randomUuid } from '../../../lib/random-uuid';
import { useCreateRequest } from '../api/create-request';
import {
  CONTROLS,
  createRequestResolver,
  type CreateRequestValues,
  type CreatorRole,
  issuesOnControls,
  newRequestValues,
  toPayload,
} from '../lib/create-request-values';
import { ConsentsSection } from './consents-section';
import { DoctorSection } from './doctor-section';
import { EmploymentPassSection } from './employment-pass-section';
import { FormActions } from './form-actions';
import { FormSection } from './form-section';
import { PatientSection } from './patient-section';
import { PolicyholderDetails } from './policyholder-details';
import { useSubmitOnce } from '../../../components/form/use-submit-once';
import './create-request.css';

const NON_PANEL_NOTE =
  "A doctor who is not on the insurer's panel has no fees agreed with the insurer. If you choose " +
  'such a doctor, please agree the fees with the doctor before the treatment: what the policy ' +
  'does not cover is yours to pay.';

type CreateRequestFormProps = {
  policyholder: PolicyholderInfo;
  patients: readonly PolicyholderPatient[];
  insurerCode: string;
  /**
   * An insurance agent raising it for this client, or the insured patient for themselves (the
   * one patient given): it then waits for the policyholder's authorisation.
   */
  creatorRole?: CreatorRole;
};

/** The new pre-authorisation request (000 §2.5): six sections, then Submit or Cancel. */
export function CreateRequestForm({
  policyholder,
  patients,
  insurerCode,
  creatorRole = 'policy-holder',
}: CreateRequestFormProps) {
  const byAgent = creatorRole === 'insurance-agent';
  const bySelf = creatorRole === 'insured-patient';
  const { userType } = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  // One per visit of the form: a double click or a retry after a failure creates one request.
  const [idempotencyKey] = useState(randomUuid);
  const form = useForm<CreateRequestValues>({
    resolver: createRequestResolver,
    mode: 'onTouched',
    defaultValues: newRequestValues(policyholder, creatorRole, bySelf ? patients[0] : undefined),
  });
  const foreigner = useWatch({ control: form.control, name: 'foreigner' });
  // An agent's draft is per client, so one client's typing never fills another's form.
  const draft = useFormDraft(
    form,
    byAgent ? `create-request-${policyholder.policyHolderId}` : 'create-request',
  );

  const createRequest = useCreateRequest({
    onSuccess: ({ erefNo, fcNotifyFlag, notified }) => {
      draft.clear();
      const outcome = creatorRole === 'policy-holder' ? 'new' : 'raised';
      return navigate(paths.acknowledgment(outcome, erefNo, { notified, fc: fcNotifyFlag }));
    },
    // Every refusal shows as the query layer's error notification; field issues go on their
    // fields. A patient with an open request (409 ALREADY_EXISTS) has the server's message on the
    // patient field, and the query layer reads the patients again, so that one shows as taken.
    onError: (error) => {
      if (!isApiError(error)) return;
      if (conflictKind(error) === 'exists') {
        form.setError('lifeAssuredClntNo', { type: 'server', message: error.message });
      }
      const issues = issuesOnControls(error.body?.issues, form.getValues());
      applyFieldIssues(issues, CONTROLS, form.setError);
    },
  });

  // Sent from the form's own values: handleSubmit's leave out disabled fields, and the MCR
  // number of a doctor picked from the list is disabled yet sent. Returning the call keeps the
  // form submitting (Submit busy) until it answers; a refusal is onError's to show.
  const onSubmit = useSubmitOnce(form, () =>
    createRequest
      .mutateAsync({ insurerCode, payload: toPayload(form.getValues()), idempotencyKey })
      .catch(() => undefined),
  );

  // Back where the user came from (their home when the form was opened directly), and what
  // was typed is dropped.
  const cancel = () => {
    draft.clear();
    return location.key === 'default' ? navigate(landingPath(userType)) : navigate(-1);
  };

  return (
    <FormProvider {...form}>
      <RestoredDraftNote draft={draft} />
      <LeavePagePrompt hasUnsavedChanges={draft.hasUnsavedChanges} />
      <form className="create-request" onSubmit={onSubmit} noValidate aria-label="New request">
        <FormSection title="Policyholder details">
          <PolicyholderDetails policyholder={policyholder} />
          <p className="create-request__note">{NON_PANEL_NOTE}</p>
        </FormSection>
        <PatientSection patients={patients} fixedPatient={bySelf} />
        <FormSection title="Contact email">
          <Field
            type="text"
            name="patientEmailaddress"
            label="Email address"
            autoComplete="email"
            hint="Where we send news of this request."
          />
        </FormSection>
        <DoctorSection insurerCode={insurerCode} />
        {foreigner === 'Y' && <EmploymentPassSection insurerCode={insurerCode} />}
        <FormSection title="Urgency">
          <UrgentMarkFields />
        </FormSection>
        <ConsentsSection forAuthorisation={creatorRole !== 'policy-holder'} />
        <FormActions>
          <Button variant="outline" onClick={() => void cancel()}>
            Cancel
          </Button>
          <SubmitButton>Submit</SubmitButton>
        </FormActions>
      </form>
    </FormProvider>
  );
}
