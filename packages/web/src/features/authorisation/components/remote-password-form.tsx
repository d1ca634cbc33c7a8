import { AUTHORISATION_MESSAGES as M } from '@preauth/shared';
import { FormProvider } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { SubmitButton } from '../../../components/form/submit-button';
import { RefusalAlert, useRefusal } from '../../../components/link-access/refusal';
import { paths } from '../../../config/paths';
import { isRefusal } from '../../../lib/explained-refusal';
import { clearErrorNotices } from '../../../lib/notify';
import { useRemoteAuthoriseRequest } from '../api/authorisation-api';
import {
  declarationOf,
  type StoredAuthorisation,
  writeAuthorisation,
} from '../lib/stored-authorisation';
import { RemotePasswordField, useRemotePasswordForm } from './remote-password-field';
import { useSubmitOnce } from '../../../components/form/use-submit-once';

/**
 * The REM method of a logged-in policyholder (000 §2.2, §2.8; issue 25): the remote-authentication
 * password for this request. A refusal shows once (on the field, with the tries left; above it
 * when REM is locked, saying which methods are still open). A pass is stored as verified and the
 * declaration follows, as after a verified PIN.
 */
export function RemotePasswordForm({ authorisation }: { authorisation: StoredAuthorisation }) {
  const navigate = useNavigate();
  const { paId, decision } = authorisation;
  const form = useRemotePasswordForm();
  const refusal = useRefusal(form, ['otp']);
  const check = useRemoteAuthoriseRequest();

  const onSubmit = useSubmitOnce(form, async (body) => {
    // No answer (or none with a message): the app's toast says so.
    const answer = await check.mutateAsync({ paId, body }).catch(() => null);
    if (!answer) return;
    if (isRefusal(answer)) return refusal.show(answer.refused);
    clearErrorNotices();
    writeAuthorisation({ ...authorisation, verified: true });
    return navigate(paths.request(paId, declarationOf(decision)), { replace: true });
  });

  return (
    <FormProvider {...form}>
      <form className="form card" onSubmit={onSubmit} noValidate aria-label={M.remoteTitle}>
        <RefusalAlert message={refusal.message} />
        <RemotePasswordField />
        <div className="screen-actions">
          <SubmitButton>Verify</SubmitButton>
        </div>
      </form>
    </FormProvider>
  );
}
