import { zodResolver } from '@hookform/resolvers/zod';
import {
  AUTHORISATION_MESSAGES as M,
  type PinAuthMethod,
  verifyAuthorisationPinBodySchema,
} from '@preauth/shared';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { PinFields, spendsPin } from '../../../components/link-access/pin-fields';
import { RefusalAlert, useRefusal } from '../../../components/link-access/refusal';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/current-user';
import { isRefusal } from '../../../lib/explained-refusal';
import { clearErrorNotices } from '../../../lib/notify';
import {
  useAuthorisationPin,
  useSendAuthorisationPin,
  useVerifyAuthorisationPin,
} from '../api/authorisation-api';
import {
  declarationOf,
  startAuthorisation,
  type StoredAuthorisation,
  writeAuthorisation,
} from '../lib/stored-authorisation';
import { useSubmitOnce } from '../../../components/form/use-submit-once';

const pinSchema = verifyAuthorisationPinBodySchema.pick({ otp: true });
type PinValues = z.input<typeof pinSchema>;

/**
 * The authorisation PIN (000 §2.8, §5): exactly 6 characters; where it went; 'Resend again' once
 * the countdown the send answered has run out, or at once when the PIN can no longer be used. A
 * refusal shows once (on the field, or above it) with the tries left. A verified PIN is stored
 * with its method and the declaration follows.
 */
export function PinForm({
  authorisation: initial,
  authMethod,
}: {
  authorisation: StoredAuthorisation;
  authMethod: PinAuthMethod;
}) {
  const navigate = useNavigate();
  const { userId } = useCurrentUser();
  const [authorisation, setAuthorisation] = useState(initial);
  const { paId, decision } = authorisation;
  const form = useForm<PinValues>({
    resolver: zodResolver(pinSchema),
    mode: 'onTouched',
    defaultValues: { otp: '' },
  });
  const [spent, setSpent] = useState(false);
  const refusal = useRefusal(form, ['otp']);
  const verify = useVerifyAuthorisationPin();
  const send = useSendAuthorisationPin();
  const pin = useAuthorisationPin(paId, authMethod, authorisation.resendAvailableAt);

  const onSubmit = useSubmitOnce(form, async ({ otp }) => {
    // No answer (or none with a message): the app's toast says so.
    const answer = await verify.mutateAsync({ otp, authMethod, paId }).catch(() => null);
    if (!answer) return;
    if (isRefusal(answer)) {
      setSpent(spendsPin(answer.refused));
      return refusal.show(answer.refused);
    }
    clearErrorNotices();
    writeAuthorisation({ ...authorisation, verified: true });
    return navigate(paths.request(paId, declarationOf(decision)), { replace: true });
  });

  const onResend = () => {
    const preparing = toast.loading(M.preparingOtp);
    return send
      .mutateAsync({ userId, body: { authMethod, paId, decision } })
      .then((answer) => {
        toast.success(M.otpSent, { id: preparing });
        setAuthorisation(startAuthorisation({ paId, decision, authMethod }, answer));
        setSpent(false);
        form.resetField('otp');
        refusal.clear();
      })
      .catch(() => toast.dismiss(preparing));
  };

  return (
    <FormProvider {...form}>
      <form className="form card" onSubmit={onSubmit} noValidate aria-label="OTP">
        <PinFields
          pin={{
            sentTo: authorisation.pinSentTo ?? 'you',
            resendAvailableAt: authorisation.resendAvailableAt,
            expiresAt: authorisation.pinExpiresAt,
            delivery: pin.data?.delivery ?? 'sending',
          }}
          spent={spent}
          onResend={onResend}
        >
          <RefusalAlert message={refusal.message} />
        </PinFields>
      </form>
    </FormProvider>
  );
}
