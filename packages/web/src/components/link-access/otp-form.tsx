import { zodResolver } from '@hookform/resolvers/zod';
import { otpBodySchema } from '@preauth/shared';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { isRefusal } from '../../lib/explained-refusal';
import {
  type LinkAddress,
  restartPinCountdowns,
  type StoredLinkSession,
  writeLinkSession,
} from '../../lib/link-session';
import { clearErrorNotices } from '../../lib/notify';
import { useLinkPin, useResendLinkPin, useVerifyLinkPin } from './link-access-api';
import type { LinkPaths } from './link-address';
import { PinFields, spendsPin } from './pin-fields';
import { RefusalAlert, useRefusal } from './refusal';
import { useSubmitOnce } from '../form/use-submit-once';

const pinSchema = otpBodySchema.pick({ otp: true });
type PinValues = z.input<typeof pinSchema>;

/**
 * The emailed PIN (001 §2, §5): "Please enter the OTP." when empty; a verified PIN replaces the
 * session with a verified one and opens the link's form (a re-visit's: back to the submitted
 * link). The resend control counts down first; a refusal shows once, on the field or above it,
 * with the tries left; a PIN whose email could not be sent says so.
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
  const [spent, setSpent] = useState(false);
  const form = useForm<PinValues>({
    resolver: zodResolver(pinSchema),
    mode: 'onTouched',
    defaultValues: { otp: '' },
  });
  const refusal = useRefusal(form, ['otp']);
  const verify = useVerifyLinkPin();
  const resend = useResendLinkPin();
  const pin = useLinkPin(session.accessToken, session.resendAvailableAt);

  const onSubmit = useSubmitOnce(form, async ({ otp }) => {
    // No answer (or none with a message): the app's toast says so.
    const answer = await verify
      .mutateAsync({ otp, bearerToken: session.accessToken })
      .catch(() => null);
    if (!answer) return;
    if (isRefusal(answer)) {
      setSpent(spendsPin(answer.refused));
      return refusal.show(answer.refused);
    }
    clearErrorNotices();
    writeLinkSession(address, answer);
    // A re-visit of a submitted link goes back to it, where its LIA form downloads.
    const next = answer.readOnly ? paths.verification : paths.input;
    return navigate(next(address), { replace: true });
  });

  const onResend = async () => {
    const answer = await resend.mutateAsync(session.accessToken);
    if (isRefusal(answer)) return refusal.show(answer.refused);
    setSession(restartPinCountdowns(address, session, answer));
    setSpent(false);
    form.resetField('otp');
    refusal.clear();
  };

  return (
    <FormProvider {...form}>
      <form className="form card" onSubmit={onSubmit} noValidate aria-label="OTP">
        <PinFields
          pin={{
            sentTo: session.pinSentTo ?? recipient,
            resendAvailableAt: session.resendAvailableAt,
            expiresAt: session.pinExpiresAt,
            delivery: pin.data?.delivery ?? 'sending',
          }}
          spent={spent}
          onResend={() => onResend().catch(() => undefined)}
        >
          <RefusalAlert message={refusal.message} />
        </PinFields>
      </form>
    </FormProvider>
  );
}
