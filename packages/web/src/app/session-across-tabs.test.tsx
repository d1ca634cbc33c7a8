import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_CHANNEL_NAME } from '../features/auth/lib/session-channel';
import { startSessionSync } from '../features/auth/stores/session-store';
import { createTabSession } from '../features/auth/stores/tab-session';
import { memoryStorage } from '../testing/browser-tabs';
import { createLoginResponse } from '../testing/data-generators';
import { json, stubFetch } from '../testing/fetch-stub';
import { renderApp } from './render-app';

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

/** Another tab of the same browser (its own sessionStorage, the same channel), logged in. */
function openTabLoggedIn(login = createLoginResponse()) {
  const channel = new BroadcastChannel(SESSION_CHANNEL_NAME);
  const tab = createTabSession(memoryStorage());
  tab.start(login);
  const disconnect = tab.connect(channel);
  cleanups.push(() => {
    disconnect();
    channel.close();
  });
  return tab;
}

/**
 * This tab, opened as the app opens it; it waits up to 5 s for an open tab's answer, as jsdom's
 * first render can take longer than a browser's 300 ms wait (tab-session.test.ts tests that).
 */
function openThisTab(path: string, handoverWaitMs = 5_000) {
  cleanups.push(startSessionSync({ handoverWaitMs }));
  return renderApp(path);
}

describe('the session across tabs', () => {
  it('logs a new tab in with the session of an open one, on the page it was opened on', async () => {
    const login = createLoginResponse({
      access_token: 'tok-open',
      userInfo: { userType: 'policy-holder', name: 'Jane Tan' },
    });
    openTabLoggedIn(login);
    const server = stubFetch({ 'GET /api/users/me': () => json(200, login.userInfo) });

    const app = openThisTab('/introduction?from=link');

    expect(screen.getByRole('status')).toHaveTextContent('Checking your session…');
    expect(await screen.findByRole('heading', { name: 'Introduction' })).toBeInTheDocument();
    expect(app.location()).toBe('/introduction?from=link');
    expect(server.callsTo('GET /api/users/me')[0]?.headers.get('Authorization')).toBe(
      'Bearer tok-open',
    );
    expect(sessionStorage.getItem('access_token')).toBe('tok-open');
  });

  it('sends a new tab to log in when no open tab has a session', async () => {
    stubFetch({});
    const app = openThisTab('/introduction', 300);

    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(app.location()).toBe('/login');
  });

  it('logs this tab out when another tab logs out', async () => {
    const login = createLoginResponse({ userInfo: { name: 'Jane Tan' } });
    const other = openTabLoggedIn(login);
    stubFetch({ 'GET /api/users/me': () => json(200, login.userInfo) });
    const app = openThisTab('/introduction');
    await screen.findByRole('heading', { name: 'Introduction' });

    other.end('logout');

    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(app.location()).toBe('/login');
    expect(screen.queryByText('Jane Tan')).not.toBeInTheDocument();
    expect(sessionStorage.getItem('access_token')).toBeNull();
  });
});
