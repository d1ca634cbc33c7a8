import { zodResolver } from '@hookform/resolvers/zod';
import {
  AUTHORISATION_MESSAGES as M,
  type AuthorisationDecision,
  type DeclarationForm,
  declarationFormSchema,
  policyholderActions,
  type RequestDetail,
  type SubmitAuthMethod,
} from '@preauth/shared';
import { useState } from 'react';
import { FormProvider, type Resolver, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Field } from '../../../components/form/field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TermsCheckbox } from '../../../components/form/terms-checkbox';
import { PageHeading } from '../../../components/layouts/page-heading';
import { Button } from '../../../components/ui/button';
import { TermsModal } from '../../../components/ui/terms-modal';
import { TermsText } from '../../../components/ui/terms-text';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { randomUuid } from '../../../lib/random-uuid';
import { useSubmitAuthorisation } from '../api/authorisation-api';
import { AUTHORISATION_TEXTS as T, cannotAuthorise } from '../lib/authorisation-texts';
import { AuthorisationSummary } from './authorisation-summary';
import { readAuthorisationOf } from '../lib/stored-authorisation';
import { useSubmitOnce } from '../../../components/form/use-submit-once';
import './authorisation.css';

type DeclarationValues = Required<DeclarationForm>;

/**
 * /request/{id}/declaration-accept and -reject (000 §2.9): the terms tick, required, and on
 * accept the two optional ticks; Submit (Reject) sends the decision with the stored method. It
 * needs the PIN verified (or the Singpass login) first; when there is none in this tab, or the
 * server says it is missing or has expired (403), the screen says so with a way back to authorise.
 */
export function DeclarationScreen({
  detail,
  decision,
}: {
  detail: RequestDetail;
  decision: AuthorisationDecision;
}) {
  const accepting = decision === 'accept';
  const title = accepting ? M.declarationTitle : M.rejectTitle;
  const stored = readAuthorisationOf(detail.paId);
  const allowed = policyholderActions(detail.statusCode).includes('authorise');
  const [refused, setRefused] = useState<string | null>(null);

  let content;
  if (!allowed) {
    content = <Problem message={cannotAuthorise(detail.statusCode)} />;
  } else if (!stored?.verified || refused !== null) {
    content = (
      <Problem
        message={refused ?? T.notVerified}
        backTo={paths.request(detail.paId, 'authorise')}
      />
    );
  } else {
    content = (
      <DeclarationFormFields
        detail={detail}
        decision={decision}
        authMethod={stored.authMethod}
        onRefused={setRefused}
      />
    );
  }
  return (
    <article className="authorisation-screen" aria-labelledby="declaration-title">
      <PageHeading id="declaration-title" title={title} />
      <AuthorisationSummary detail={detail} />
      {content}
    </article>
  );
}

/** Why the declaration cannot be submitted, and the way on. */
function Problem({ message, backTo }: { message: string; backTo?: string }) {
  return (
    <>
      <p className="alert alert--error" role="alert">
        {message}
      </p>
      <div className="screen-actions">
        <Button variant="outline" to={paths.dashboard}>
          Cancel
        </Button>
        {backTo && <Button to={backTo}>{M.backToDetails}</Button>}
      </div>
    </>
  );
}

function DeclarationFormFields({
  detail,
  decision,
  authMethod,
  onRefused,
}: {
  detail: RequestDetail;
  decision: AuthorisationDecision;
  authMethod: SubmitAuthMethod;
  onRefused: (message: string) => void;
}) {
  const navigate = useNavigate();
  const accepting = decision === 'accept';
  const [termsOpen, setTermsOpen] = useState(false);
  const [idempotencyKey] = useState(randomUuid);
  const form = useForm<DeclarationValues>({
    resolver: zodResolver(declarationFormSchema) as unknown as Resolver<DeclarationValues>,
    mode: 'onTouched',
    defaultValues: {
      terms: false,
      fcNeedstobeNotified: false,
      hasRecommendedbyServiceprovider: false,
    },
  });
  const submit = useSubmitAuthorisation();

  const onSubmit = useSubmitOnce(form, (values) =>
    submit
      .mutateAsync({
        body: {
          insurerCode: detail.insurerCode,
          paId: detail.paId,
          type: decision,
          authMethod,
          terms: values.terms,
          // A reject asks neither tick (000 §2.9).
          fcNeedstobeNotified: accepting && values.fcNeedstobeNotified,
          hasRecommendedbyServiceprovider: accepting && values.hasRecommendedbyServiceprovider,
        },
        idempotencyKey,
      })
      .then(({ erefNo, notified }) =>
        navigate(paths.acknowledgment(accepting ? 'authorise' : 'decline', erefNo, { notified }), {
          replace: true,
        }),
      )
      .catch((error: unknown) => {
        if (isApiError(error) && error.status === 403) {
          onRefused(error.body?.detailMessage ?? M.proofMissing);
        }
      }),
  );

  return (
    <FormProvider {...form}>
      <form className="form review-section" onSubmit={onSubmit} noValidate aria-label="Declaration">
        {accepting && (
          <>
            <Field type="checkbox" name="fcNeedstobeNotified" label={M.notifyConsultant} />
            <Field
              type="checkbox"
              name="hasRecommendedbyServiceprovider"
              label={M.recommendedByProvider}
            />
          </>
        )}
        <TermsCheckbox<DeclarationValues>
          name="terms"
          control={form.control}
          onOpenTerms={() => setTermsOpen(true)}
        />
        <div className="screen-actions">
          <Button variant="outline" to={paths.dashboard}>
            Cancel
          </Button>
          <SubmitButton>{accepting ? 'Submit' : 'Reject'}</SubmitButton>
        </div>
      </form>
      <TermsModal open={termsOpen} onClose={() => setTermsOpen(false)}>
        <TermsText />
      </TermsModal>
    </FormProvider>
  );
}
