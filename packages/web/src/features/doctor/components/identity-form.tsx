import { zodResolver } from '@hookform/resolvers/zod';
import { TEXT_LIMITS, linkIdentitySchemas } from '@preauth/shared';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { Field } from '../../../components/form/field';
import { SubmitButton } from '../../../components/form/submit-button';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { applyFieldIssues } from '../../../lib/form-issues';
import { useVerifyDoctorIdentity } from '../api/link-access';
import { doctorPaths } from '../lib/link-address';
import { type LinkAddress, writeLinkSession } from '../lib/link-session';

/** The shared identity check without the token, which the screen adds from the link. */
const identitySchema = linkIdentitySchemas.doctor.omit({ token: true });
type IdentityValues = z.input<typeof identitySchema>;
const FIELDS = ['dob', 'nric'] as const;

/**
 * The patient identity form (001 §2, §5): date of birth DD-MM-YYYY and the last 4 characters of
 * the patient's NRIC/FIN/passport. On success the PIN has been emailed and the OTP page follows;
 * a mismatch shows the server's message above the form.
 */
export function IdentityForm({ address, token }: { address: LinkAddress; token: string }) {
  const navigate = useNavigate();
  const form = useForm<IdentityValues>({
    resolver: zodResolver(identitySchema),
    // Validate a field when it loses focus, then again on every change (000 §2.12).
    mode: 'onTouched',
    defaultValues: { dob: null, nric: '' },
  });
  const verify = useVerifyDoctorIdentity(address);

  const onSubmit = form.handleSubmit(({ dob, nric }) =>
    verify
      .mutateAsync({ token, dob, nric })
      .then((answer) => {
        writeLinkSession(address, answer);
        return navigate(doctorPaths.otp(address));
      })
      .catch((error: unknown) => {
        if (isApiError(error)) applyFieldIssues(error.body?.issues, FIELDS, form.setError);
      }),
  );

  return (
    <FormProvider {...form}>
      <form className="form card" onSubmit={onSubmit} noValidate aria-label="Patient identity">
        <p>Please confirm the patient&apos;s identity to open this request.</p>
        {verify.isError && (
          <div className="alert alert--error" role="alert">
            {errorMessage(verify.error, 'write')}
          </div>
        )}
        <Field type="date" name="dob" label="Patient's date of birth" required />
        <Field
          type="text"
          name="nric"
          label="Patient NRIC/FIN/Passport (Last 4 Chars)"
          maxLength={TEXT_LIMITS.nricLastChars}
          autoComplete="off"
        />
        <p className="field__hint">
          A one-time PIN is then sent to the doctor&apos;s email address.
        </p>
        <div className="screen-actions">
          <SubmitButton>Continue</SubmitButton>
        </div>
      </form>
    </FormProvider>
  );
}
