import { zodResolver } from '@hookform/resolvers/zod';
import {
  type GetAuthorizeResponse,
  policyholderVerificationFormSchema,
  TEXT_LIMITS,
} from '@preauth/shared';
import { FormProvider, type Resolver, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Field } from '../../../components/form/field';
import { SubmitButton } from '../../../components/form/submit-button';
import { paths } from '../../../config/paths';
import { RefusalAlert, useRefusal } from '../../../components/link-access/refusal';
import { isRefusal } from '../../../lib/explained-refusal';
import { useGetAuthorize } from '../api/authorisation-api';
import { useSubmitOnce } from '../../../components/form/use-submit-once';

type IdentityValues = { identifier: string; dob: string | null };
const FIELDS = ['identifier', 'dob'] as const;

/**
 * The remote authoriser's identity check (000 §2.11, 001 §5): the last 4 characters of the
 * policyholder's NRIC/FIN/passport, required, and the date of birth, optional. Success opens a
 * session for the one request, kept as a login's, and goes on to the remote authentication (or
 * straight to the dashboard when the server says it is not needed); a mismatch, a locked link or
 * too many tries shows the server's message once: on the field it names, else above the form.
 */
export function PolicyholderIdentityForm({
  payload,
  startSession,
}: {
  payload: string;
  startSession: (answer: GetAuthorizeResponse) => void;
}) {
  const navigate = useNavigate();
  const form = useForm<IdentityValues>({
    resolver: zodResolver(
      policyholderVerificationFormSchema,
    ) as unknown as Resolver<IdentityValues>,
    mode: 'onTouched',
    defaultValues: { identifier: '', dob: null },
  });
  const authorize = useGetAuthorize(startSession);
  const refusal = useRefusal(form, FIELDS);

  const onSubmit = useSubmitOnce(form, async (values) => {
    // No answer (or none with a message): the app's toast says so.
    const answer = await authorize.mutateAsync({ ...values, payload }).catch(() => null);
    if (!answer) return;
    if (isRefusal(answer)) return refusal.show(answer.refused);
    const next = answer.remoteAuthenticationRequired ? paths.remoteAuthentication : paths.dashboard;
    return navigate(next, { replace: true });
  });

  return (
    <FormProvider {...form}>
      <form className="form card" onSubmit={onSubmit} noValidate aria-label="Policyholder identity">
        <p>Please confirm your identity to view the pre-authorisation request.</p>
        <RefusalAlert message={refusal.message} />
        <Field
          type="text"
          name="identifier"
          label="NRIC/FIN/Passport (Last 4 Chars)"
          placeholder="Please enter last 4 characters of your NRIC"
          maxLength={TEXT_LIMITS.nricLastChars}
          autoComplete="off"
        />
        <Field type="date" name="dob" label="Date of birth (optional)" />
        <div className="screen-actions">
          <SubmitButton>Continue</SubmitButton>
        </div>
      </form>
    </FormProvider>
  );
}
