import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSessionSync } from '../features/auth/stores/session-store';
import { createLoginResponse } from '../testing/data-generators';
import { json, noBody, stubFetch } from '../testing/fetch-stub';
import { FIRST_LOAD_MS, seedSession } from '../testing/test-utils';
import { renderApp } from './render-app';

const MINUTE = 60_000;
const start = new Date(2026, 10, 23, 9, 0).getTime();

let stopSync: () => void;
beforeEach(() => {
  // Only Date is faked: the app's own one-second tick runs for real and reads the moved time.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(start);
  stopSync = startSessionSync();
});
afterEach(() => stopSync());

/** A logged-in policyholder on /introduction, whose last call the server answered at `start`. */
async function loggedIn() {
  const login = seedSession(
    createLoginResponse({ access_token: 'tok-1', userInfo: { name: 'Jane Tan' } }),
  );
  const server = stubFetch({
    'GET /api/users/me': () => json(200, login.userInfo),
    'POST /api/auth/logout': () => noBody(204),
  });
  const app = renderApp('/introduction');
  await screen.findByRole('heading', { name: 'Introduction' });
  return { app, server };
}

// The dialog's code loads as the warning nears: its first import here is also its first transform.
const warning = () => screen.findByRole('alertdialog', {}, { timeout: FIRST_LOAD_MS });

describe('the idle warning', () => {
  it('is not shown while the session has been used recently', async () => {
    await loggedIn();
    vi.setSystemTime(start + 23 * MINUTE);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('warns five minutes before the idle end, with focus on "Stay logged in", which keeps the session', async () => {
    const { app, server } = await loggedIn();

    vi.setSystemTime(start + 24 * MINUTE + 10_000);
    const dialog = await warning();
    expect(dialog).toHaveAccessibleName('Your session is about to end');
    expect(dialog).toHaveAccessibleDescription(/you will be logged out in 4:50\.$/);
    const stay = within(dialog).getByRole('button', { name: 'Stay logged in' });
    await waitFor(() => expect(stay).toHaveFocus());

    await app.user.click(stay);

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(server.callsTo('GET /api/users/me')).toHaveLength(2);
    // The idle clock restarted at the call: nothing is shown until it nears its end again.
    vi.setSystemTime(start + 40 * MINUTE);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(app.location()).toBe('/introduction');
  });

  it('ends the session at zero: logged out on the server, the expired screen with the name and Log out', async () => {
    const { app, server } = await loggedIn();

    vi.setSystemTime(start + 29 * MINUTE);

    expect(
      await screen.findByRole('heading', { name: 'Your session has expired' }, { timeout: 2000 }),
    ).toBeInTheDocument();
    expect(app.location()).toBe('/session-expired');
    expect(server.callsTo('POST /api/auth/logout')[0]?.headers.get('Authorization')).toBe(
      'Bearer tok-1',
    );
    expect(sessionStorage.getItem('access_token')).toBeNull();
    expect(screen.getByText('Jane Tan')).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Log out' }));

    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByText('Jane Tan')).not.toBeInTheDocument();
    // Only the logout made when the session ran out: there was no session left to log out.
    expect(server.callsTo('POST /api/auth/logout')).toHaveLength(1);
  });
});
