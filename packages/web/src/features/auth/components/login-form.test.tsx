import { loginBodySchema, MESSAGES } from '@preauth/shared';
import { describe, expect, it } from 'vitest';
import { createErrorEnvelope, createLoginResponse } from '../../../testing/data-generators';
import { apiError, deferred, json, stubFetch } from '../../../testing/fetch-stub';
import { renderWithProviders, screen } from '../../../testing/test-utils';
import { LoginForm } from './login-form';

/** The shared schema's own message for an empty field, so the test follows the schema. */
function requiredMessage(field: 'username' | 'password'): string {
  const result = loginBodySchema.safeParse({
    username: 'someone',
    password: 'secret',
    [field]: '',
  });
  const issue = result.error?.issues.find((i) => i.path[0] === field);
  if (!issue) throw new Error(`The schema accepts an empty ${field}`);
  return issue.message;
}

function setup() {
  const view = renderWithProviders(<LoginForm />, { path: '/login' });
  return {
    ...view,
    username: screen.getByLabelText('Username or email'),
    password: screen.getByLabelText('Password'),
    submit: screen.getByRole('button', { name: 'Log in' }),
  };
}

describe('login form', () => {
  it('validates a field when it loses focus, with the error linked to the field', async () => {
    const { user, username, password } = setup();
    const message = requiredMessage('username');
    expect(message).toBe('Please enter your username or email.');

    await user.click(username);
    await user.click(password); // blur the username
    expect(await screen.findByText(message)).toBeVisible();
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription(message);

    await user.type(username, 'j'); // no blur: once touched, the change alone re-validates
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    expect(username).not.toHaveAttribute('aria-invalid');
    await user.clear(username);
    expect(await screen.findByText(message)).toBeVisible();
  });

  it('re-validates on every change once the form was submitted', async () => {
    const { user, username, submit } = setup();
    await user.click(submit);
    expect(await screen.findByText(requiredMessage('username'))).toBeInTheDocument();

    await user.type(username, 'j'); // no blur: the change alone clears it
    expect(screen.queryByText(requiredMessage('username'))).not.toBeInTheDocument();
    await user.clear(username);
    expect(await screen.findByText(requiredMessage('username'))).toBeInTheDocument();
  });

  it('shows both field messages when submitted empty, and sends nothing', async () => {
    const server = stubFetch({});
    const { user, submit, username } = setup();
    await user.click(submit);

    expect(await screen.findByText(requiredMessage('username'))).toBeInTheDocument();
    expect(screen.getByText(requiredMessage('password'))).toBeInTheDocument();
    expect(username).toHaveFocus();
    expect(server.calls).toHaveLength(0);
  });

  it('sends the normalised username and shows progress while logging in', async () => {
    const answer = deferred();
    const server = stubFetch({ 'POST /api/auth/login': () => answer.promise });
    const { user, username, password, submit } = setup();

    await user.type(username, '  Jane.Tan@Example.com ');
    await user.type(password, 'correct horse');
    await user.click(submit);

    const busy = await screen.findByRole('button', { name: 'Logging in…' });
    expect(busy).toBeDisabled();
    expect(server.callsTo('POST /api/auth/login')[0]?.body).toEqual({
      username: 'jane.tan@example.com',
      password: 'correct horse',
    });
    answer.resolve(json(200, createLoginResponse()));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it("shows the server's message in an alert when the login is refused", async () => {
    stubFetch({
      'POST /api/auth/login': () =>
        apiError(
          401,
          createErrorEnvelope({
            code: 'INVALID_CREDENTIALS',
            detailMessage: MESSAGES.invalidCredentials,
          }),
        ),
    });
    const { user, username, password, submit } = setup();
    await user.type(username, 'jane');
    await user.type(password, 'wrong');
    await user.click(submit);

    // One answer for a wrong password, an unknown account and a throttled login: it names both.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The username or password is incorrect, or there have been too many failed attempts. Please check them, or try again later.',
    );
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it("shows the server's message when this address sent too many logins (429)", async () => {
    stubFetch({
      'POST /api/auth/login': () =>
        apiError(
          429,
          createErrorEnvelope({ code: 'RATE_LIMITED', detailMessage: MESSAGES.tooManyRequests }),
        ),
    });
    const { user, username, password, submit } = setup();
    await user.type(username, 'jane');
    await user.type(password, 'secret');
    await user.click(submit);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please wait a moment and try again.',
    );
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it("puts the server's field issues on the fields", async () => {
    stubFetch({
      'POST /api/auth/login': () =>
        apiError(
          400,
          createErrorEnvelope({
            code: 'VALIDATION_FAILED',
            detailMessage: 'Please check the highlighted fields.',
            issues: [{ path: 'password', message: 'Password is too long.' }],
          }),
        ),
    });
    const { user, username, password, submit } = setup();
    await user.type(username, 'jane');
    await user.type(password, 'x');
    await user.click(submit);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please check the highlighted fields.',
    );
    expect(password).toHaveAccessibleDescription('Password is too long.');
  });
});
