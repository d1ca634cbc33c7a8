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
import { PinFields } from '../../../components/link-access/pin-fields';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { useCurrentUser } from '../../../lib/current-user';
import { applyFieldIssues } from '../../../lib/form-issues';
import { clearErrorNotices } from '../../../lib/notify';
import { useSendAuthorisationPin, useVerifyAuthorisationPin } from '../api/authorisation-api';
import {
  startAuthorisation,
  type StoredAuthorisation,
  writeAuthorisation,
} from '../lib/stored-authorisation';

const pinSchema = verifyAuthorisationPinBodySchema.pick({ otp: true });
type PinValues = z.input<typeof pinSchema>;

/** The declaration a verified PIN leads to, by the decision taken on the authorise screen. */
const declarationOf = (decision: StoredAuthorisation['decision']) =>
  decision === 'accept' ? 'declaration-accept' : 'declaration-reject';

/**
 * The authorisation PIN (000 §2.8, §5): exactly 6 characters; where it went; 'Resend again' once
 * the countdown the send answered has run out. A verified PIN is stored with its method and the
 * declaration follows.
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
  const verify = useVerifyAuthorisationPin();
  const send = useSendAuthorisationPin();

  const onSubmit = form.handleSubmit(({ otp }) =>
    verify
      .mutateAsync({ otp, authMethod, paId })
      .then(() => {
        clearErrorNotices();
        writeAuthorisation({ ...authorisation, verified: true });
        return navigate(paths.request(paId, declarationOf(decision)), { replace: true });
      })
      .catch((error: unknown) => {
        if (isApiError(error)) applyFieldIssues(error.body?.issues, ['otp'], form.setError);
      }),
  );

  const onResend = () => {
    const preparing = toast.loading(M.preparingOtp);
    return send
      .mutateAsync({ userId, body: { authMethod, paId, decision } })
      .then((answer) => {
        toast.success(M.otpSent, { id: preparing });
        setAuthorisation(startAuthorisation({ paId, decision, authMethod }, answer));
        form.resetField('otp');
      })
      .catch(() => toast.dismiss(preparing));
  };

  return (
    <FormProvider {...form}>
      <form className="form card" onSubmit={onSubmit} noValidate aria-label="OTP">
        <PinFields
          sentTo={authorisation.pinSentTo ?? 'you'}
          availableAt={authorisation.resendAvailableAt}
          onResend={onResend}
        />
      </form>
    </FormProvider>
  );
}
