import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { applyFieldIssues } from '../../../lib/form-issues';
import { type LoginBody, loginBodySchema, useLogin } from '../api/login';

const FIELDS = ['username', 'password'] as const;

/**
 * Username-or-email and password, validated by the shared login schema. A refused login shows the
 * server's message.
 */
export function LoginForm() {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(loginBodySchema),
    // Validate a field when it loses focus, then again on every change (specification 000 §2.12).
    mode: 'onTouched',
    defaultValues: { username: '', password: '' } satisfies LoginBody,
  });

  const loginMutation = useLogin({
    onError: (error) => {
      if (isApiError(error)) applyFieldIssues(error.body?.issues, FIELDS, setError);
    },
  });

  const onSubmit = handleSubmit((values) => loginMutation.mutate(values));

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
        error={errors.username?.message}
        {...register('username')}
      />
      <TextField
        id="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" block isLoading={loginMutation.isPending}>
        {loginMutation.isPending ? 'Logging in…' : 'Log in'}
      </Button>
    </form>
  );
}
