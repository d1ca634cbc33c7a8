import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isRemoteAuthenticationRequired,
  setRemoteAuthenticationRequired,
} from '../../../lib/session-storage';
import { channelBus, memoryStorage } from '../../../testing/browser-tabs';
import { createLoginResponse } from '../../../testing/data-generators';
import { createTabSession, HANDOVER_WAIT_MS } from './tab-session';

/** Tabs of one browser: each with its own sessionStorage, all on one channel. */
function browser() {
  const bus = channelBus();
  const openTab = () => {
    const storage = memoryStorage();
    const tab = createTabSession(storage);
    const disconnect = tab.connect(bus.open());
    return { tab, storage, disconnect };
  };
  return { openTab, openChannel: bus.open, flush: bus.flush };
}

afterEach(() => vi.useRealTimers());

describe('the session across tabs', () => {
  it('hands a logged-in tab’s session to a new tab, which waits for it instead of logging out', async () => {
    const { openTab, flush } = browser();
    const first = openTab();
    const login = createLoginResponse({ userInfo: { name: 'Jane Tan' } });
    first.tab.start(login);
    first.tab.recordActivity(1_000);

    const second = openTab();
    expect(second.tab.getState()).toMatchObject({ session: null, isAskingOpenTabs: true });
    await flush();

    expect(second.tab.getState()).toMatchObject({
      session: { accessToken: login.access_token, userInfo: login.userInfo },
      lastActiveAt: first.tab.getState().lastActiveAt,
      isAskingOpenTabs: false,
    });
    expect(second.storage.getItem('access_token')).toBe(login.access_token);
  });

  it('hands a remote authoriser’s session to a new tab still owing the password step, and a passed one as passed', async () => {
    const { openTab, flush } = browser();
    const first = openTab();
    setRemoteAuthenticationRequired(true, first.storage);
    first.tab.start(createLoginResponse());

    const second = openTab();
    await flush();
    expect(isRemoteAuthenticationRequired(second.storage)).toBe(true);

    setRemoteAuthenticationRequired(false, first.storage);
    const third = openTab();
    await flush();
    expect(third.tab.getState().session).not.toBeNull();
    expect(isRemoteAuthenticationRequired(third.storage)).toBe(false);
  });

  it('counts a new tab as logged out when no open tab answers within the wait', async () => {
    vi.useFakeTimers();
    const { openTab, flush } = browser();
    const lone = openTab();
    await flush();
    expect(lone.tab.getState().isAskingOpenTabs).toBe(true);

    vi.advanceTimersByTime(HANDOVER_WAIT_MS);

    expect(lone.tab.getState()).toMatchObject({ session: null, isAskingOpenTabs: false });
  });

  it('logs out every tab when one logs out', async () => {
    const { openTab, flush } = browser();
    const first = openTab();
    first.tab.start(createLoginResponse());
    const second = openTab();
    await flush();
    expect(second.tab.getState().session).not.toBeNull();

    second.tab.end('logout');
    await flush();

    for (const { tab, storage } of [first, second]) {
      expect(tab.getState()).toMatchObject({ session: null, endReason: 'logout' });
      expect(storage.getItem('access_token')).toBeNull();
    }
  });

  it('ends an expired session in every tab, keeping the user’s name for the expired screen', async () => {
    const { openTab, flush } = browser();
    const first = openTab();
    first.tab.start(createLoginResponse({ userInfo: { name: 'Jane Tan' } }));
    const second = openTab();
    await flush();

    first.tab.end('expired');
    await flush();

    for (const { tab } of [first, second]) {
      expect(tab.getState()).toMatchObject({
        session: null,
        endReason: 'expired',
        expiredUserName: 'Jane Tan',
      });
    }

    // Log out from one expired screen: every tab leaves it, and the name is forgotten.
    second.tab.end('logout');
    await flush();
    expect(first.tab.getState()).toMatchObject({ endReason: 'logout', expiredUserName: null });
  });

  it('removes only the session’s own keys, leaving other features’ (drafts) in the tab', async () => {
    const { openTab } = browser();
    const { tab, storage } = openTab();
    tab.start(createLoginResponse());
    storage.setItem('draft:create-request', '{"patientName":"Mei"}');

    tab.end('expired');

    expect(storage.getItem('draft:create-request')).toBe('{"patientName":"Mei"}');
    expect(storage.getItem('access_token')).toBeNull();
    expect(storage.getItem('userInfo')).toBeNull();
    expect(storage.getItem('session:lastActiveAt')).toBeNull();
  });

  it('gives a login to the tabs without a session, and leaves a tab with one as it is', async () => {
    const { openTab, flush } = browser();
    const waiting = openTab();
    const first = openTab();
    const firstLogin = createLoginResponse();
    first.tab.start(firstLogin);
    await flush();
    expect(waiting.tab.getState().session?.accessToken).toBe(firstLogin.access_token);

    const second = openTab();
    await flush();
    second.tab.start(createLoginResponse());
    await flush();

    expect(first.tab.getState().session?.accessToken).toBe(firstLogin.access_token);
    expect(waiting.tab.getState().session?.accessToken).toBe(firstLogin.access_token);
  });

  it('moves every tab’s idle clock forward on an answered call, never back', async () => {
    const { openTab, flush } = browser();
    const first = openTab();
    first.tab.start(createLoginResponse());
    const second = openTab();
    await flush();

    second.tab.recordActivity(Date.now() + 60_000);
    await flush();
    expect(first.tab.getState().lastActiveAt).toBe(second.tab.getState().lastActiveAt);

    const latest = first.tab.getState().lastActiveAt;
    first.tab.recordActivity(Date.now());
    await flush();
    expect(first.tab.getState().lastActiveAt).toBe(latest);
    expect(second.tab.getState().lastActiveAt).toBe(latest);
  });

  it('ignores messages that are not the session’s', async () => {
    const { openTab, openChannel, flush } = browser();
    const { tab } = openTab();
    tab.start(createLoginResponse());
    const stranger = openChannel();

    stranger.postMessage({ type: 'end', reason: 'bored' } as never);
    stranger.postMessage({ type: 'active', at: 'soon' } as never);
    await flush();

    expect(tab.getState().session).not.toBeNull();
    expect(tab.getState().endReason).toBeNull();
  });
});
