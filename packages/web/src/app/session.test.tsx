import { MESSAGES, type UserType } from '@preauth/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createErrorEnvelope, createLoginResponse } from '../testing/data-generators';
import { apiError, deferred, inTurn, json, noBody, stubFetch } from '../testing/fetch-stub';
import { findToast, seedSession } from '../testing/test-utils';
import { renderApp } from './render-app';

type Login = ReturnType<typeof createLoginResponse>;

/** A fake server that accepts one login and answers /users/me for it. */
function serverFor(login: Login) {
  return stubFetch({
    'POST /api/auth/login': () => json(200, login),
    'GET /api/users/me': () => json(200, login.userInfo),
    'POST /api/auth/logout': () => noBody(204),
    // The adjudicator's landing, the work queue.
    'GET /api/adjudication/queue': () =>
      json(200, { list: [], total: 0, totalIsLowerBound: false }),
    'GET /api/adjudication/queue/counts': () => json(200, { statuses: [], overdue: 0 }),
  });
}

async function logIn(app: ReturnType<typeof renderApp>) {
  await app.user.type(await screen.findByLabelText('Username or email'), 'jane');
  await app.user.type(screen.getByLabelText('Password'), 'secret');
  await app.user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('session and protected area', () => {
  it('sends a visitor without a session to /login, and back to the requested path after login', async () => {
    const login = createLoginResponse({
      userInfo: { userType: 'policy-holder', name: 'Jane Tan' },
    });
    serverFor(login);
    const app = renderApp('/introduction?tab=2');

    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(app.location()).toBe('/login');

    await logIn(app);

    expect(await screen.findByRole('heading', { name: 'Introduction' })).toBeInTheDocument();
    expect(app.location()).toBe('/introduction?tab=2');
    expect(screen.getByText('Welcome, Jane Tan')).toBeInTheDocument();
  });

  it('a refused login then a good one: the landing opens without the refusal toast', async () => {
    const login = createLoginResponse();
    const refused = 'The username or password is incorrect.';
    stubFetch({
      'POST /api/auth/login': inTurn(
        apiError(401, createErrorEnvelope({ code: 'INVALID_CREDENTIALS', detailMessage: refused })),
        json(200, login),
      ),
      'GET /api/users/me': () => json(200, login.userInfo),
    });
    const app = renderApp('/login');
    await logIn(app);
    await findToast(refused);

    await app.user.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByRole('heading', { name: 'Dashboard' });
    await waitFor(() => expect(screen.queryByText(refused)).not.toBeInTheDocument());
  });

  it('keeps the token and user info in sessionStorage and sends the token on later calls', async () => {
    const login = createLoginResponse({ access_token: 'tok-42' });
    const server = serverFor(login);
    const app = renderApp('/login');
    await logIn(app);

    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(sessionStorage.getItem('access_token')).toBe('tok-42');
    expect(JSON.parse(sessionStorage.getItem('userInfo') ?? 'null')).toEqual(login.userInfo);
    expect(server.callsTo('GET /api/users/me')[0]?.headers.get('Authorization')).toBe(
      'Bearer tok-42',
    );
  });

  const landings: [UserType, string, string][] = [
    ['policy-holder', '/dashboard', 'Dashboard'],
    ['insurance-agent', '/dashboard', 'Dashboard'],
    ['insured-patient', '/introduction', 'Introduction'],
    ['doctor', '/doctor/verification', 'Doctor verification'],
    ['insurer-adjudicator', '/adjudication', 'Work queue'],
  ];

  it.each(landings)(
    'sends a %s with no saved path to %s after login',
    async (userType, path, title) => {
      serverFor(createLoginResponse({ userInfo: { userType } }));
      const app = renderApp('/login');
      await logIn(app);

      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
      expect(app.location()).toBe(path);
    },
  );

  it('sends a logged-in user visiting /login to their landing', async () => {
    serverFor(seedSession(createLoginResponse({ userInfo: { userType: 'doctor' } })));
    const app = renderApp('/login');

    expect(await screen.findByRole('heading', { name: 'Doctor verification' })).toBeInTheDocument();
    expect(app.location()).toBe('/doctor/verification');
  });

  it('sends / to the landing of the user type', async () => {
    serverFor(seedSession(createLoginResponse({ userInfo: { userType: 'insured-patient' } })));
    const app = renderApp('/');

    expect(await screen.findByRole('heading', { name: 'Introduction' })).toBeInTheDocument();
    expect(app.location()).toBe('/introduction');
  });

  it('logs out: calls the endpoint with the token, forgets the session and shows /login', async () => {
    const login = seedSession(
      createLoginResponse({ access_token: 'tok-7', userInfo: { name: 'Jane Tan' } }),
    );
    const server = serverFor(login);
    const app = renderApp('/dashboard');
    await screen.findByText('Welcome, Jane Tan');

    await app.user.click(screen.getByRole('button', { name: 'Log out' }));

    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(app.location()).toBe('/login');
    const [logoutCall] = server.callsTo('POST /api/auth/logout');
    expect(logoutCall?.headers.get('Authorization')).toBe('Bearer tok-7');
    expect(sessionStorage.getItem('access_token')).toBeNull();
    expect(sessionStorage.getItem('userInfo')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
    expect(screen.queryByText('Jane Tan')).not.toBeInTheDocument();
  });

  it('after logging out, the next login goes to the landing, not the page left', async () => {
    const first = seedSession(createLoginResponse({ userInfo: { userType: 'insured-patient' } }));
    serverFor(first);
    const app = renderApp('/introduction');
    await screen.findByRole('heading', { name: 'Introduction' });
    await app.user.click(screen.getByRole('button', { name: 'Log out' }));
    await screen.findByRole('heading', { name: 'Log in' });

    serverFor(createLoginResponse({ userInfo: { userType: 'policy-holder', name: 'Ben Lim' } }));
    await logIn(app);

    expect(await screen.findByText('Welcome, Ben Lim')).toBeInTheDocument();
    expect(app.location()).toBe('/dashboard');
  });

  it('shows the session-expired page when a call answers 401 SESSION_EXPIRED', async () => {
    seedSession(createLoginResponse({ userInfo: { name: 'Jane Tan' } }));
    stubFetch({
      'GET /api/users/me': () =>
        apiError(
          401,
          createErrorEnvelope({ code: 'SESSION_EXPIRED', detailMessage: MESSAGES.sessionExpired }),
        ),
    });
    const app = renderApp('/dashboard');

    expect(
      await screen.findByRole('heading', { name: 'Your session has expired' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Please log in again to continue.')).toBeInTheDocument();
    expect(app.location()).toBe('/session-expired');
    expect(sessionStorage.getItem('access_token')).toBeNull();
    // The header still says whose session it was, with Log out, as when logged in.
    expect(screen.getByText('Jane Tan')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();

    await app.user.click(screen.getByRole('link', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByText('Jane Tan')).not.toBeInTheDocument();
  });

  it('after the session expired, logging in again returns to the page the user was on', async () => {
    seedSession();
    const expired = { current: true };
    const login = createLoginResponse({
      userInfo: { userType: 'policy-holder', name: 'Jane Tan' },
    });
    stubFetch({
      'GET /api/users/me': () =>
        expired.current
          ? apiError(401, createErrorEnvelope({ code: 'SESSION_EXPIRED' }))
          : json(200, login.userInfo),
      'POST /api/auth/login': () => json(200, login),
    });
    const app = renderApp('/introduction');
    await screen.findByRole('heading', { name: 'Your session has expired' });

    expired.current = false;
    await app.user.click(screen.getByRole('link', { name: 'Log in' }));
    await logIn(app);

    expect(await screen.findByRole('heading', { name: 'Introduction' })).toBeInTheDocument();
    expect(app.location()).toBe('/introduction');
  });

  it('sends a logged-in user to /login when a call answers 401 UNAUTHENTICATED', async () => {
    seedSession();
    stubFetch({
      'GET /api/users/me': () =>
        apiError(
          401,
          createErrorEnvelope({ code: 'UNAUTHENTICATED', detailMessage: MESSAGES.notLoggedIn }),
        ),
    });
    const app = renderApp('/dashboard');

    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(app.location()).toBe('/login');
    expect(sessionStorage.getItem('access_token')).toBeNull();
  });

  it('shows the server message when the login is refused, and stays on /login', async () => {
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
    const app = renderApp('/login');
    await logIn(app);

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.invalidCredentials);
    // Every failed call also shows its error toast (specification 000 §8).
    expect(await findToast(MESSAGES.invalidCredentials)).toBeInTheDocument();
    expect(app.location()).toBe('/login');
  });

  it('shows a loading state, then the welcome line with the name from /api/users/me', async () => {
    // The stored name is older than the server's: the screen shows the server's.
    seedSession(createLoginResponse({ userInfo: { name: 'Old Name' } }));
    const me = deferred();
    const server = stubFetch({ 'GET /api/users/me': () => me.promise });
    renderApp('/dashboard');

    expect(await screen.findByRole('status')).toHaveTextContent('Loading your details…');
    me.resolve(json(200, { ...createLoginResponse().userInfo, name: 'Nur Aisyah' }));

    expect(await screen.findByText('Welcome, Nur Aisyah')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(server.callsTo('GET /api/users/me')).toHaveLength(1);
  });
});
