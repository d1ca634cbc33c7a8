import { zodResolver } from '@hookform/resolvers/zod';
import { TEXT_LIMITS, linkIdentitySchemas } from '@preauth/shared';
import { FormProvider, type Resolver, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { isRefusal } from '../../lib/explained-refusal';
import { type LinkAddress, writeLinkSession } from '../../lib/link-session';
import { DateField } from '../form/date-field';
import { SubmitButton } from '../form/submit-button';
import { ShortTextField } from './identity-fields';
import { useVerifyLinkIdentity } from './link-access-api';
import type { LinkPaths } from './link-address';
import { clearErrorNotices } from '../../lib/notify';
import { RefusalAlert, useRefusal } from './refusal';
import { useSubmitOnce } from '../form/use-submit-once';

/** What the identity forms ask: the doctor's both, the business office's the NRIC only. */
type IdentityValues = { dob?: string | null; nric: string };
const FIELDS = ['dob', 'nric'] as const;

/**
 * The identity check of a link (001 §2, §5): the last 4 characters of the patient's
 * NRIC/FIN/passport, and for the doctor the date of birth DD-MM-YYYY first. On success the PIN
 * has been emailed (or the one already sent stands) and the OTP page follows; a mismatch shows
 * the server's message, with the tries left, once, above the form.
 */
export function IdentityForm({
  address,
  token,
  paths,
  intro,
  pinNote,
}: {
  address: LinkAddress;
  token: string;
  paths: LinkPaths;
  intro: string;
  /** Says the one-time PIN is emailed next. */
  pinNote: string;
}) {
  const navigate = useNavigate();
  const withDob = address.role === 'doctor';
  // The role's identity check without the token, which the screen adds from the link.
  const schema = withDob
    ? linkIdentitySchemas.doctor.omit({ token: true })
    : linkIdentitySchemas['business-office'].omit({ token: true });
  const form = useForm<IdentityValues>({
    resolver: zodResolver(schema) as unknown as Resolver<IdentityValues>,
    // Validate a field when it loses focus, then again on every change (000 §2.12).
    mode: 'onTouched',
    defaultValues: withDob ? { dob: null, nric: '' } : { nric: '' },
  });
  const verify = useVerifyLinkIdentity(address);
  const refusal = useRefusal(form, FIELDS);

  const onSubmit = useSubmitOnce(form, async (values) => {
    // No answer (or none with a message): the app's toast says so.
    const answer = await verify.mutateAsync({ token, ...values } as never).catch(() => null);
    if (!answer) return;
    if (isRefusal(answer)) return refusal.show(answer.refused);
    clearErrorNotices();
    writeLinkSession(address, answer);
    return navigate(paths.otp(address));
  });

  return (
    <FormProvider {...form}>
      <form className="form card" onSubmit={onSubmit} noValidate aria-label="Patient identity">
        <p>{intro}</p>
        <RefusalAlert message={refusal.message} />
        {withDob && <DateField name="dob" label="Patient's date of birth" required />}
        <ShortTextField
          name="nric"
          label="Patient NRIC/FIN/Passport (Last 4 Chars)"
          maxLength={TEXT_LIMITS.nricLastChars}
        />
        <p className="field__hint">{pinNote}</p>
        <div className="screen-actions">
          <SubmitButton>Continue</SubmitButton>
        </div>
      </form>
    </FormProvider>
  );
}
