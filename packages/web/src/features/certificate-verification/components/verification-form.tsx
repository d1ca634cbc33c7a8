import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CertificateVerification,
  type CertificateVerificationBody,
  certificateVerificationBodySchema,
} from '@preauth/shared';
import { useEffect } from 'react';
import { FormProvider, type Resolver, useForm } from 'react-hook-form';
import { DateField } from '../../../components/form/date-field';
import { Field } from '../../../components/form/field';
import { SubmitButton } from '../../../components/form/submit-button';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { applyFieldIssues } from '../../../lib/form-issues';
import { useVerifyCertificate } from '../api/verify-certificate';
import { VerificationResult } from './verification-result';
import { useSubmitOnce } from '../../../components/form/use-submit-once';

/** The form's values: the date is null until one is given, or the typed text until it is one. */
export type VerificationValues = { erefNo: string; code: string; dateOfBirth: string | null };
const FIELDS = ['erefNo', 'code', 'dateOfBirth'] as const;

/** Enough for any reference or code as typed (the schema refuses longer ones with its message). */
const MAX_TYPED = 40;

/**
 * The certificate check: the ref no and verification code printed on the certificate (filled in
 * when its QR code opened the page) and the patient's date of birth. The answer stands below the
 * form in a live region, so a screen reader reads it out; a refusal (too many checks) is an alert.
 * Changing a field clears the answer, so it never stands beside details it was not given for.
 */
export function VerificationForm({ initial }: { initial: VerificationValues }) {
  const form = useForm<VerificationValues>({
    resolver: zodResolver(
      certificateVerificationBodySchema,
    ) as unknown as Resolver<VerificationValues>,
    mode: 'onTouched',
    defaultValues: initial,
  });
  const check = useVerifyCertificate();
  const { reset } = check;
  const { subscribe } = form;
  useEffect(
    () => subscribe({ formState: { values: true }, callback: () => reset() }),
    [subscribe, reset],
  );

  const onSubmit = useSubmitOnce(form, (values) =>
    check
      .mutateAsync(values as CertificateVerificationBody)
      .then(() => undefined)
      .catch((error: unknown) => {
        if (isApiError(error)) applyFieldIssues(error.body?.issues, FIELDS, form.setError);
      }),
  );

  return (
    <>
      <FormProvider {...form}>
        <form className="form card" onSubmit={onSubmit} noValidate aria-label="Certificate details">
          <Field
            type="text"
            name="erefNo"
            label="Pre-Authorisation Ref No"
            hint="As printed on the certificate, e.g. PA2026-000042."
            maxLength={MAX_TYPED}
            autoComplete="off"
          />
          <Field
            type="text"
            name="code"
            label="Verification code"
            hint="The 10-character code printed on the certificate, e.g. X892V-QVVNA."
            maxLength={MAX_TYPED}
            autoComplete="off"
          />
          <DateField<VerificationValues>
            name="dateOfBirth"
            label="Patient's date of birth"
            required
          />
          <div className="screen-actions">
            <SubmitButton>Check</SubmitButton>
          </div>
        </form>
      </FormProvider>
      <Answer
        result={check.data ?? null}
        error={check.isError ? errorMessage(check.error, 'write') : null}
      />
    </>
  );
}

/**
 * The live region of the answer: always on the page (an added region is not always read out),
 * filled once the check has answered. A failed check is an alert instead.
 */
function Answer({
  result,
  error,
}: {
  result: CertificateVerification | null;
  error: string | null;
}) {
  return (
    <>
      <div className="certificate-verification__answer" role="status" aria-live="polite">
        {result && <VerificationResult result={result} />}
      </div>
      {error && (
        <div className="alert alert--error" role="alert">
          {error}
        </div>
      )}
    </>
  );
}
