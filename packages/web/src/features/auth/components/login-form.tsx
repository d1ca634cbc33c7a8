import { useState, type FormEvent } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { applyFieldIssues } from '../../../lib/form-issues';
import { type LoginBody, loginBodySchema, useLogin } from '../api/login';

const FIELDS = ['username', 'password'] as const;
type Field = (typeof FIELDS)[number];
type FieldErrors = Partial<Record<Field, string>>;

/** The shared schema's first message for each field. */
function schemaErrors(values: LoginBody): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of loginBodySchema.safeParse(values).error?.issues ?? []) {
    const field = FIELDS.find((name) => name === issue.path[0]);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/**
 * Username-or-email and password, validated by the shared login schema. A refused login shows the
 * server's message.
 *
 * The login page is the first page of every visit and holds the bundle budget (issue 10), so this
 * two-field form keeps its own state instead of loading react-hook-form (15 KiB gzip) with it. It
 * validates as the form kit's forms do (`mode: 'onTouched'`, specification 000 §2.12): a field when
 * it loses focus, then again on every change; every field once the form was submitted.
 */
export function LoginForm() {
  const [values, setValues] = useState<LoginBody>({ username: '', password: '' });
  const [validated, setValidated] = useState<ReadonlySet<Field>>(new Set());
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const errors = schemaErrors(values);
  const shownError = (field: Field) =>
    (validated.has(field) ? errors[field] : undefined) ?? serverErrors[field];

  const setServerError: UseFormSetError<LoginBody> = (field, { message }) =>
    setServerErrors((current) => ({ ...current, [field]: message }));
  const loginMutation = useLogin({
    onError: (error) => {
      if (isApiError(error)) applyFieldIssues(error.body?.issues, FIELDS, setServerError);
    },
  });

  const fieldProps = (field: Field) => ({
    name: field,
    value: values[field],
    error: shownError(field),
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [field]: event.target.value }));
      setServerErrors(({ [field]: _changed, ...others }) => others);
    },
    onBlur: () => setValidated((current) => new Set(current).add(field)),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = loginBodySchema.safeParse(values);
    if (result.success) {
      loginMutation.mutate(result.data);
      return;
    }
    setValidated(new Set(FIELDS));
    const firstInvalid = FIELDS.find((field) => errors[field]);
    const input = firstInvalid && event.currentTarget.elements.namedItem(firstInvalid);
    if (input instanceof HTMLInputElement) input.focus();
  };

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-labelledby="login-title">
      {loginMutation.isError && (
        <div className="alert alert--error" role="alert">
          {errorMessage(loginMutation.error, 'write')}
        </div>
      )}
      <TextField
        id="username"
        label="Username or email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        {...fieldProps('username')}
      />
      <TextField
        id="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        {...fieldProps('password')}
      />
      <Button type="submit" block isLoading={loginMutation.isPending}>
        {loginMutation.isPending ? 'Logging in…' : 'Log in'}
      </Button>
    </form>
  );
}
