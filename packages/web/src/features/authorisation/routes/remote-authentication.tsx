import { AUTHORISATION_MESSAGES as M, type LoginResponse } from '@preauth/shared';
import { FormProvider } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import { SubmitButton } from '../../../components/form/submit-button';
import { PageHeading } from '../../../components/layouts/page-heading';
import { paths } from '../../../config/paths';
import { isRefusal } from '../../../lib/explained-refusal';
import { applyFieldIssues } from '../../../lib/form-issues';
import {
  isRemoteAuthenticationRequired,
  isRemoteAuthoriserSession,
} from '../../../lib/session-storage';
import { useRemoteAuthenticate } from '../api/authorisation-api';
import { RemotePasswordField, useRemotePasswordForm } from '../components/remote-password-field';
import { useSubmitOnce } from '../../../components/form/use-submit-once';

type StartSession = (answer: LoginResponse) => void;

/**
 * /remote-authentication (000 §2.2): one password field named otp, the date of birth (DDMMYYYY)
 * followed by the NRIC/FIN/passport. A pass goes to the dashboard (and the other logged-in pages
 * stop sending the user here); a refusal shows on the field only (issue 25: one message, in one place).
 * Only the remote authoriser's session is asked; a login's goes to the dashboard.
 */
export function RemoteAuthenticationRoute({ startSession }: { startSession: StartSession }) {
  // 000 §2.2: the step only navigates to /dashboard; a login's session (not the remote
  // authoriser's) has nothing to prove here, so it goes there at once rather than meet a 403.
  if (!isRemoteAuthoriserSession() && !isRemoteAuthenticationRequired()) {
    return <Navigate to={paths.dashboard} replace />;
  }
  return <RemoteAuthenticationForm startSession={startSession} />;
}

function RemoteAuthenticationForm({ startSession }: { startSession: StartSession }) {
  const navigate = useNavigate();
  const form = useRemotePasswordForm();
  const authenticate = useRemoteAuthenticate(startSession);

  const onSubmit = useSubmitOnce(form, async (body) => {
    // No answer (or none with a message): the app's toast says so.
    const answer = await authenticate.mutateAsync(body).catch(() => null);
    if (!answer) return;
    if (!isRefusal(answer)) return navigate(paths.dashboard, { replace: true });
    // A mismatch or a lock has no field issue; it is the field's all the same, and only there.
    const { body: refusal } = answer.refused;
    if (refusal && !applyFieldIssues(refusal.issues, ['otp'], form.setError)) {
      form.setError('otp', { type: 'server', message: refusal.detailMessage });
    }
  });

  return (
    <section className="card card--narrow" aria-labelledby="remote-authentication-title">
      <PageHeading id="remote-authentication-title" title={M.remoteTitle} />
      <FormProvider {...form}>
        <form className="form" onSubmit={onSubmit} noValidate aria-label={M.remoteTitle}>
          <RemotePasswordField />
          <div className="screen-actions">
            <SubmitButton>Verify</SubmitButton>
          </div>
        </form>
      </FormProvider>
    </section>
  );
}
