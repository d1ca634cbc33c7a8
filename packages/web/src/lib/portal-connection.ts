import { contracts } from '@preauth/shared';
import { onlineManager } from '@tanstack/react-query';
import { createContext, useContext, useSyncExternalStore } from 'react';
import { urlOf } from './api-client';

/**
 * Whether the portal answers: `unreachable` while the browser is offline or a call got no answer
 * (refused, reset), `back` for a few seconds once it answers again, else `connected`.
 */
export type ConnectionStatus = 'connected' | 'unreachable' | 'back';

export const CONNECTION_TIMING = {
  /** How often the portal is asked whether it answers again while it does not. */
  probeEveryMs: 3_000,
  /** How long "The portal can be reached again." stays. */
  backShownMs: 6_000,
};

/** Any answer at all, even an error status, means the portal can be reached. */
async function portalAnswers(): Promise<boolean> {
  try {
    await fetch(urlOf(contracts.getHealth), { cache: 'no-store' });
    return true;
  } catch {
    return false;
  }
}

export type PortalConnection = {
  status: () => ConnectionStatus;
  subscribe: (listener: () => void) => () => void;
  /** A call got no answer: reads now wait instead of failing, until the portal answers. */
  lost: () => void;
  /**
   * A part of the app's code could not be fetched. If the portal answers, a new release has
   * replaced that code (its files are named by their content): the page loads again to get the new
   * release. Otherwise the portal is lost, as for a call.
   */
  codeNotFetched: () => void;
  stop: () => void;
};

/** A page loaded again for a new release within this time is not loaded again: no reload loop. */
const RELOAD_GUARD_MS = 60_000;
const RELOADED_AT_KEY = 'portal:reloaded-for-release-at';

/** Loads the page again, unless it was loaded again for a release within the last minute. */
function reloadForNewRelease(): boolean {
  const last = Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
  if (Date.now() - last < RELOAD_GUARD_MS) return false;
  sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
  window.location.reload();
  return true;
}

/**
 * The one place that knows whether the portal can be reached. It drives TanStack Query's
 * `onlineManager`: while the portal cannot be reached, reads (network mode "online") pause where
 * they are instead of failing, and they go on by themselves once it answers again, whether the
 * browser came back online (its `online` event) or the portal answered a probe. Writes do not
 * wait (see query-client): they fail at once and say so.
 */
export function createPortalConnection({
  probe = portalAnswers,
  timing = CONNECTION_TIMING,
  reload = reloadForNewRelease,
}: {
  probe?: () => Promise<boolean>;
  timing?: typeof CONNECTION_TIMING;
  /** Loads the page again; false when it will not (it just did). */
  reload?: () => boolean;
} = {}): PortalConnection {
  let status: ConnectionStatus = onlineManager.isOnline() ? 'connected' : 'unreachable';
  const listeners = new Set<() => void>();
  let probeTimer: ReturnType<typeof setTimeout> | undefined;
  let backTimer: ReturnType<typeof setTimeout> | undefined;

  const set = (next: ConnectionStatus) => {
    if (next === status) return;
    status = next;
    for (const listener of listeners) listener();
  };

  const scheduleProbe = () => {
    if (probeTimer !== undefined) return;
    probeTimer = setTimeout(() => {
      probeTimer = undefined;
      if (status !== 'unreachable') return;
      void (async () => {
        // Offline, the browser's `online` event says when to try again.
        if (navigator.onLine && (await probe())) regained();
        else scheduleProbe();
      })();
    }, timing.probeEveryMs);
  };

  const regained = () => {
    if (status !== 'unreachable') return;
    set('back');
    clearTimeout(backTimer);
    backTimer = setTimeout(() => set('connected'), timing.backShownMs);
    onlineManager.setOnline(true);
  };

  const lost = () => {
    clearTimeout(backTimer);
    set('unreachable');
    onlineManager.setOnline(false);
    scheduleProbe();
  };

  const codeNotFetched = () => {
    void (async () => {
      if (navigator.onLine && (await probe()) && reload()) return;
      lost();
    })();
  };

  // The browser's offline and online events reach us through the onlineManager too.
  const unsubscribe = onlineManager.subscribe((online) => {
    if (online) regained();
    else if (status !== 'unreachable') lost();
  });
  if (status === 'unreachable') scheduleProbe();

  return {
    status: () => status,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    lost,
    codeNotFetched,
    stop: () => {
      unsubscribe();
      clearTimeout(probeTimer);
      clearTimeout(backTimer);
      listeners.clear();
    },
  };
}

export const PortalConnectionContext = createContext<PortalConnection | null>(null);

const alwaysConnected = () => 'connected' as const;
const noSubscription = () => () => {};

/** The portal's connection status; `connected` where the app gives no connection (tests). */
export function useConnectionStatus(): ConnectionStatus {
  const connection = useContext(PortalConnectionContext);
  return useSyncExternalStore(
    connection?.subscribe ?? noSubscription,
    connection?.status ?? alwaysConnected,
  );
}
