import type { LoginResponse } from '@preauth/shared';
import {
  clearStoredSession,
  isRemoteAuthenticationRequired,
  readLastActiveAt,
  readStoredSession,
  setRemoteAuthenticationRequired,
  type StoredSession,
  writeLastActiveAt,
  writeStoredSession,
} from '../../../lib/session-storage';
import {
  SESSION_END_REASONS,
  type SessionChannel,
  type SessionEndReason,
  type SessionMessage,
  sessionMessageSchema,
} from '../lib/session-channel';

export type SessionState = {
  session: StoredSession | null;
  endReason: SessionEndReason | null;
  /** Whose session expired, for the session-expired screen's header. */
  expiredUserName: string | null;
  /** When the server last answered a call of the session (ms since the epoch), in any tab. */
  lastActiveAt: number | null;
  /** A new tab is waiting for an open one to hand it the session. */
  isAskingOpenTabs: boolean;
};

const END_REASON_KEY = 'session:endReason';
const EXPIRED_USER_NAME_KEY = 'session:expiredUserName';

/** How long a new tab waits for an open one before it counts as logged out. */
export const HANDOVER_WAIT_MS = 300;

/**
 * One tab's session: kept in the tab's own sessionStorage (never on disk), handed to a new tab of
 * the same browser over the session channel, and ended in every tab when it ends in one. The
 * app has one (session-store.ts); tests make several, one per simulated tab.
 */
export function createTabSession(storage: Storage, clock: () => number = Date.now) {
  const listeners = new Set<() => void>();
  let channel: SessionChannel | null = null;
  let askTimer: ReturnType<typeof setTimeout> | undefined;
  let snapshot: SessionState | undefined;
  let snapshotKey: string | undefined;

  function readEndReason(): SessionEndReason | null {
    const raw = storage.getItem(END_REASON_KEY);
    return SESSION_END_REASONS.find((reason) => reason === raw) ?? null;
  }

  /** The current state; the same object while nothing in it changed (for useSyncExternalStore). */
  function getState(): SessionState {
    const state: SessionState = {
      session: readStoredSession(storage),
      endReason: readEndReason(),
      expiredUserName: storage.getItem(EXPIRED_USER_NAME_KEY),
      lastActiveAt: readLastActiveAt(storage),
      isAskingOpenTabs: askTimer !== undefined,
    };
    const key = JSON.stringify(state);
    if (snapshot === undefined || key !== snapshotKey) {
      snapshot = state;
      snapshotKey = key;
    }
    return snapshot;
  }

  function emit(): void {
    listeners.forEach((listener) => listener());
  }

  function subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  function post(message: SessionMessage): void {
    channel?.postMessage(message);
  }

  function stopAsking(): void {
    clearTimeout(askTimer);
    askTimer = undefined;
  }

  function forgetEnd(): void {
    storage.removeItem(END_REASON_KEY);
    storage.removeItem(EXPIRED_USER_NAME_KEY);
  }

  function adopt(session: StoredSession, lastActiveAt: number | null): void {
    writeStoredSession({ access_token: session.accessToken, userInfo: session.userInfo }, storage);
    if (lastActiveAt !== null) writeLastActiveAt(lastActiveAt, storage);
    forgetEnd();
    stopAsking();
    emit();
  }

  function endHere(reason: SessionEndReason): void {
    const name = readStoredSession(storage)?.userInfo.name;
    clearStoredSession(storage);
    forgetEnd();
    storage.setItem(END_REASON_KEY, reason);
    if (reason === 'expired' && name) storage.setItem(EXPIRED_USER_NAME_KEY, name);
    emit();
  }

  function share(): void {
    const session = readStoredSession(storage);
    if (!session) return;
    post({
      type: 'share',
      ...session,
      lastActiveAt: readLastActiveAt(storage),
      remoteAuthenticationRequired: isRemoteAuthenticationRequired(storage),
    });
  }

  function receive(message: SessionMessage): void {
    const session = readStoredSession(storage);
    switch (message.type) {
      case 'ask':
        share();
        return;
      case 'share':
        // A tab with a session keeps it; one without takes the first it is offered.
        if (session) return;
        // A remote authoriser's session that still owes the password step owes it here too.
        setRemoteAuthenticationRequired(message.remoteAuthenticationRequired, storage);
        adopt(message, message.lastActiveAt);
        return;
      case 'end':
        if (session) endHere(message.reason);
        // Logging out from a session-expired screen leaves every such screen.
        else if (message.reason === 'logout' && readEndReason() === 'expired') endHere('logout');
        return;
      case 'active':
        if (session) noteActivity(message.at);
        return;
    }
  }

  /** Moves the idle clock forward to `at`; true when it moved. */
  function noteActivity(at: number): boolean {
    const last = readLastActiveAt(storage);
    if (last !== null && last >= at) return false;
    writeLastActiveAt(at, storage);
    emit();
    return true;
  }

  return {
    getState,
    subscribe,

    /**
     * Joins the other tabs. A tab without a session asks them for theirs and counts as logged out
     * only when none answered within `waitMs`.
     */
    connect(to: SessionChannel, waitMs = HANDOVER_WAIT_MS): () => void {
      channel = to;
      to.onmessage = (event) => {
        const parsed = sessionMessageSchema.safeParse(event.data);
        if (parsed.success) receive(parsed.data);
      };
      if (!readStoredSession(storage)) {
        askTimer = setTimeout(() => {
          askTimer = undefined;
          emit();
        }, waitMs);
        post({ type: 'ask' });
        emit();
      }
      return () => {
        to.onmessage = null;
        channel = null;
        stopAsking();
      };
    },

    /** Keeps the session of a successful login and offers it to the tabs without one. */
    start(login: LoginResponse): void {
      writeStoredSession(login, storage);
      writeLastActiveAt(clock(), storage);
      forgetEnd();
      stopAsking();
      emit();
      share();
    },

    /** Forgets the session in this tab and every other, remembering why it ended. */
    end(reason: SessionEndReason): void {
      endHere(reason);
      post({ type: 'end', reason });
    },

    /** Drops the remembered end (reason and name) once the visitor has moved on. */
    forgetEndReason(): void {
      if (storage.getItem(END_REASON_KEY) === null) return;
      forgetEnd();
      emit();
    },

    /** The server answered a call of the session sent at `sentAt`; every tab's idle clock moves. */
    recordActivity(sentAt: number): void {
      if (!readStoredSession(storage)) return;
      if (noteActivity(sentAt)) post({ type: 'active', at: sentAt });
    },
  };
}

export type TabSession = ReturnType<typeof createTabSession>;
