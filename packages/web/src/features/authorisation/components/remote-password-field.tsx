import { zodResolver } from '@hookform/resolvers/zod';
import {
  AUTHORISATION_MESSAGES as M,
  type RemoteAuthenticationBody,
  remoteAuthenticationBodySchema,
} from '@preauth/shared';
import { useForm } from 'react-hook-form';
import { Field } from '../../../components/form/field';

/**
 * The remote-authentication password of 000 §2.2: its text and one password field named otp,
 * the date of birth (DDMMYYYY) then the NRIC/FIN/passport. The remote authoriser's way in and a
 * logged-in policyholder's REM method both ask it.
 */
export function RemotePasswordField() {
  return (
    <>
      <p>{M.remoteText}</p>
      <Field
        type="password"
        name="otp"
        label="Password"
        placeholder={M.remotePlaceholder}
        autoComplete="off"
      />
    </>
  );
}

/** The form of `RemotePasswordField`: the one `otp` field, checked by the shared schema. */
export function useRemotePasswordForm() {
  return useForm<RemoteAuthenticationBody>({
    resolver: zodResolver(remoteAuthenticationBodySchema),
    mode: 'onTouched',
    defaultValues: { otp: '' },
  });
}
