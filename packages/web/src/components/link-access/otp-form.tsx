import { zodResolver } from '@hookform/resolvers/zod';
import { otpBodySchema } from '@preauth/shared';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { isApiError } from '../../lib/api-error';
import { errorMessage } from '../../lib/error-message';
import { applyFieldIssues } from '../../lib/form-issues';
import {
  type LinkAddress,
  restartResendCountdown,
  type StoredLinkSession,
  writeLinkSession,
} from '../../lib/link-session';
import { useResendLinkPin, useVerifyLinkPin } from './link-access-api';
import type { LinkPaths } from './link-address';
import { PinFields } from './pin-fields';
import { clearErrorNotices } from '../../lib/notify';

const pinSchema = otpBodySchema.pick({ otp: true });
type PinValues = z.input<typeof pinSchema>;

/**
 * The emailed PIN (001 §2, §5): "Please enter the OTP." when empty; a verified PIN replaces the
 * session with a verified one and opens the link's form (a re-visit's: back to the submitted
 * link). The resend control counts down first.
 */
export function OtpForm({
  address,
  session: initialSession,
  paths,
  recipient,
}: {
  address: LinkAddress;
  session: StoredLinkSession;
  paths: LinkPaths;
  /** Who the PIN went to when the session does not say (e.g. "the doctor's email address"). */
  recipient: string;
}) {
  const navigate = useNavigate();
  const [session, setSession] = useState(initialSession);
  const form = useForm<PinValues>({
    resolver: zodResolver(pinSchema),
    mode: 'onTouched',
    defaultValues: { otp: '' },
  });
  const verify = useVerifyLinkPin();
  const resend = useResendLinkPin();
  const failure = verify.error ?? resend.error;

  const onSubmit = form.handleSubmit(({ otp }) =>
    verify
      .mutateAsync({ otp, bearerToken: session.accessToken })
      .then((answer) => {
        clearErrorNotices();
        writeLinkSession(address, answer);
        // A re-visit of a submitted link goes back to it, where its LIA form downloads.
        const next = answer.readOnly ? paths.verification : paths.input;
        return navigate(next(address), { replace: true });
      })
      .catch((error: unknown) => {
        if (isApiError(error)) applyFieldIssues(error.body?.issues, ['otp'], form.setError);
      }),
  );

  const onResend = () => {
    verify.reset();
    return resend
      .mutateAsync(session.accessToken)
      .then((answer) => {
        setSession(restartResendCountdown(address, session, answer.resendAfterSeconds));
        form.resetField('otp');
      })
      .catch(() => undefined);
  };

  return (
    <FormProvider {...form}>
      <form className="form card" onSubmit={onSubmit} noValidate aria-label="OTP">
        <PinFields
          sentTo={session.pinSentTo ?? recipient}
          availableAt={session.resendAvailableAt}
          onResend={onResend}
        >
          {failure && (
            <div className="alert alert--error" role="alert">
              {errorMessage(failure, 'write')}
            </div>
          )}
        </PinFields>
      </form>
    </FormProvider>
  );
}
