import { AUTHORISATION_MESSAGES, LINK_MESSAGES, MESSAGES } from '@preauth/shared';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createLoginResponse, createRequestDetail } from '../testing/data-generators';
import { json, stubFetch } from '../testing/fetch-stub';
import { setRemoteAuthenticationRequired } from '../lib/session-storage';
import { seedSession } from '../testing/test-utils';
import { renderApp } from './render-app';
import { RouteError } from './routes/route-error';

function loggedIn(name = 'Jane Tan') {
  const login = seedSession(createLoginResponse({ userInfo: { name, userType: 'policy-holder' } }));
  stubFetch({ 'GET /api/users/me': () => json(200, login.userInfo) });
}

const notFoundHeading = () => screen.findByRole('heading', { name: 'Page not found' });

describe('route table', () => {
  const notARequest = [
    '/request/42/authorise',
    '/request/42/declaration-accept',
    '/request/42/declaration-reject',
    '/request/42/authorise/EMAIL',
  ];

  it.each(notARequest)('shows not-found for %s, whose id cannot name a request', async (path) => {
    loggedIn();
    const app = renderApp(path);
    expect(await notFoundHeading()).toBeInTheDocument();
    expect(app.location()).toBe(path);
  });

  it.each([
    ['/INS/PA2026-000001', '/INS/PA2026-000001/verification'],
    ['/INS/PA2026-000001/acknowledgment', '/INS/PA2026-000001/verification'],
    ['/INS/PA2026-000001/bo', '/INS/PA2026-000001/bo/verification'],
  ])(
    'opens the identity check for the bare link address %s, not "Page not found" (001 L21)',
    async (path, verification) => {
      stubFetch({});
      const app = renderApp(path);
      expect(await screen.findByText(LINK_MESSAGES.invalidLink)).toBeInTheDocument();
      expect(app.location()).toBe(verification);
    },
  );

  it("opens the doctor's link pages without asking to log in; the OTP page needs the identity check first", async () => {
    stubFetch({});
    const app = renderApp('/INS/PA2026-000001/otp');
    expect(
      await screen.findByRole('heading', { name: 'Pre-Authorisation Request – Doctor Inputs' }),
    ).toBeInTheDocument();
    expect(app.location()).toBe('/INS/PA2026-000001/verification');
    expect(screen.getByText(LINK_MESSAGES.invalidLink)).toBeInTheDocument();
  });

  it.each(['/INS/PA2026-000001/bo/otp', '/INS/PA2026-000001/bo/input'])(
    "opens the business office's %s without asking to log in, back to its verification without a session",
    async (path) => {
      stubFetch({});
      const app = renderApp(path);
      expect(
        await screen.findByRole('heading', {
          name: 'Pre-Authorisation Request – Business Office Inputs',
        }),
      ).toBeInTheDocument();
      expect(app.location()).toBe('/INS/PA2026-000001/bo/verification');
      expect(screen.getByText(LINK_MESSAGES.invalidLink)).toBeInTheDocument();
    },
  );

  it("sends the doctor's steps to verification without a verified link session", async () => {
    stubFetch({});
    const app = renderApp('/INS/PA2026-000001/doctor-input/requested-fee');
    expect(await screen.findByText(LINK_MESSAGES.invalidLink)).toBeInTheDocument();
    expect(app.location()).toBe('/INS/PA2026-000001/verification');
  });

  it('sends a protected path to /login first when there is no session', async () => {
    stubFetch({});
    const app = renderApp('/request/42/authorise/EMAIL');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(app.location()).toBe('/login');
  });

  it('opens a request without an action on its amend screen (000 §2.3)', async () => {
    const login = seedSession(createLoginResponse({ userInfo: { insurerCode: 'INS' } }));
    const detail = createRequestDetail({ statusCode: 'PRO' });
    stubFetch({
      'GET /api/users/me': () => json(200, login.userInfo),
      [`GET /api/insurers/INS/requests/${detail.paId}`]: () => json(200, detail),
    });
    renderApp(`/request/${detail.paId}`);
    expect(await screen.findByRole('heading', { name: 'Amend Request' })).toBeInTheDocument();
  });

  it('opens the authorise screen of a request (the authorisation feature serves that action)', async () => {
    const login = seedSession(createLoginResponse({ userInfo: { insurerCode: 'INS' } }));
    const detail = createRequestDetail({ statusCode: 'PEN', creatorRole: 'policy-holder' });
    stubFetch({
      'GET /api/users/me': () => json(200, login.userInfo),
      [`GET /api/insurers/INS/requests/${detail.paId}`]: () => json(200, detail),
    });
    renderApp(`/request/${detail.paId}/authorise`);
    expect(
      await screen.findByRole('heading', { name: 'Authorise Pre-Authorisation Request' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
  });

  it('sends a remote authoriser who has not passed the remote authentication there first', async () => {
    loggedIn();
    setRemoteAuthenticationRequired(true);
    const app = renderApp('/dashboard');
    expect(
      await screen.findByRole('heading', { name: AUTHORISATION_MESSAGES.remoteTitle }),
    ).toBeInTheDocument();
    expect(app.location()).toBe('/remote-authentication');
  });

  it('sends /verify without a payload to not-found, without asking to log in', async () => {
    stubFetch({});
    const app = renderApp('/verify');
    expect(await notFoundHeading()).toBeInTheDocument();
    expect(app.location()).toBe('/not-found');
  });

  it('says the Singpass login failed when /spcb has no code, without asking to log in', async () => {
    stubFetch({});
    const app = renderApp('/spcb');
    expect(
      await screen.findByRole('heading', { name: AUTHORISATION_MESSAGES.authorisationError }),
    ).toBeInTheDocument();
    expect(screen.getByText(AUTHORISATION_MESSAGES.singpassLoginInvalid)).toBeInTheDocument();
    expect(app.location()).toBe('/spcb');
  });

  it('shows the acknowledgement of an outcome', async () => {
    loggedIn();
    renderApp('/acknowledgment/cancel/PA2026-000001');
    expect(
      await screen.findByRole('heading', { name: 'Pre-authorisation request cancelled' }),
    ).toBeInTheDocument();
  });

  it.each(['/not-found', '/no/such/deep/path/here', '/dashboard/extra/parts/more'])(
    'shows not-found for %s',
    async (path) => {
      stubFetch({});
      renderApp(path);
      expect(await notFoundHeading()).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
        'href',
        '/',
      );
    },
  );
});

describe('header', () => {
  const screens: [string, string][] = [
    ['/login', 'Log in'],
    ['/not-found', 'Page not found'],
    ['/session-expired', 'Your session has expired'],
    ['/INS/PA2026-000001/verification', 'Pre-Authorisation Request – Doctor Inputs'],
  ];

  it.each(screens)(
    'on %s shows the logo, the portal heading and the warning',
    async (path, heading) => {
      stubFetch({});
      renderApp(path);
      expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
      const banner = screen.getByRole('banner');
      expect(banner).toHaveTextContent(
        'WARNING! Please do not refresh the page or click the "Back" or "Close" button on your browser.',
      );
      expect(banner).toHaveTextContent(MESSAGES.headerWarning);
      expect(banner).toHaveTextContent('Pre-Authorisation Portal');
      expect(
        screen.getByRole('img', { name: 'Pre-Authorisation Portal logo' }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
    },
  );

  it.each(['/dashboard', '/not-found', '/request/42/review'])(
    'on %s when logged in also shows the user and Log out',
    async (path) => {
      loggedIn('Jane Tan');
      renderApp(path);
      // The logged-in screens are lazy routes: the page shows once their module has loaded.
      const banner = await screen.findByRole('banner');
      expect(banner).toHaveTextContent(MESSAGES.headerWarning);
      expect(banner).toHaveTextContent('Jane Tan');
      expect(await screen.findByRole('button', { name: 'Log out' })).toBeInTheDocument();
    },
  );

  it('has a skip link to the main content', async () => {
    stubFetch({});
    renderApp('/login');
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });
});

describe('page titles and focus', () => {
  const titles: [string, string][] = [
    ['/login', 'Log in'],
    ['/not-found', 'Page not found'],
    ['/no/such/page', 'Page not found'],
    ['/session-expired', 'Your session has expired'],
  ];

  it.each(titles)('names the tab after the page on %s', async (path, title) => {
    stubFetch({});
    renderApp(path);
    await screen.findByRole('heading', { level: 1, name: title });
    await waitFor(() => expect(document.title).toBe(`${title} · Pre-Authorisation Portal`));
  });

  it('names the tab after the logged-in pages too', async () => {
    loggedIn();
    const app = renderApp('/introduction');
    await screen.findByRole('heading', { level: 1, name: 'Introduction' });
    await waitFor(() => expect(document.title).toBe('Introduction · Pre-Authorisation Portal'));

    await act(() => app.router.navigate('/doctor/verification'));
    await screen.findByRole('heading', { level: 1, name: 'Doctor verification' });
    await waitFor(() =>
      expect(document.title).toBe('Doctor verification · Pre-Authorisation Portal'),
    );
  });

  it('moves the focus to the new heading after a route change and announces it, not on the first page', async () => {
    stubFetch({});
    const app = renderApp('/not-found');
    const notFound = await notFoundHeading();
    const liveRegion = document.querySelector('[aria-live="polite"][aria-atomic="true"]');
    expect(notFound).not.toHaveFocus();
    expect(liveRegion).toHaveTextContent('');

    // Home without a session is the login page.
    await app.user.click(screen.getByRole('link', { name: 'Go to the home page' }));
    const login = await screen.findByRole('heading', { level: 1, name: 'Log in' });
    await waitFor(() => expect(login).toHaveFocus());
    expect(liveRegion).toHaveTextContent('Log in · Pre-Authorisation Portal');
    expect(app.location()).toBe('/login');
  });
});

describe('route errors', () => {
  it('show the error fallback with the message inside the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('Could not draw this screen.');
    }
    const router = createMemoryRouter([
      { path: '/', element: <Broken />, errorElement: <RouteError /> },
    ]);
    render(<RouterProvider router={router} />);

    expect(
      await screen.findByRole('heading', { name: 'Oops, an error occured!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Could not draw this screen.')).toBeInTheDocument();
  });
});
