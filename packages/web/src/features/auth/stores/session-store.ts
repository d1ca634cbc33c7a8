import type { LoginResponse } from '@preauth/shared';
import { useSyncExternalStore } from 'react';
import { onSessionActivity } from '../../../lib/session-activity';
import { openSessionChannel, type SessionEndReason } from '../lib/session-channel';
import {
  createTabSession,
  HANDOVER_WAIT_MS,
  type SessionState,
  type TabSession,
} from './tab-session';

/** This tab's session (see tab-session.ts), made on first use. */
let tab: TabSession | undefined;

function thisTab(): TabSession {
  tab ??= createTabSession(sessionStorage);
  return tab;
}

/**
 * Joins the browser's other tabs (hand-over, shared logout and idle clock) and follows the calls
 * the server answers. Called once, before the app first renders, so a new tab waits for its
 * session instead of showing the login screen. Tests of the whole app may wait longer for the
 * hand-over than a browser needs (their first render is slow).
 */
export function startSessionSync({ handoverWaitMs = HANDOVER_WAIT_MS } = {}): () => void {
  const current = thisTab();
  const stopActivity = onSessionActivity((sentAt) => current.recordActivity(sentAt));
  const channel = openSessionChannel();
  const disconnect = channel ? current.connect(channel, handoverWaitMs) : () => {};
  return () => {
    stopActivity();
    disconnect();
    channel?.close();
  };
}

export function getSessionState(): SessionState {
  return thisTab().getState();
}

const subscribe = (listener: () => void) => thisTab().subscribe(listener);

export function useSessionState(): SessionState {
  return useSyncExternalStore(subscribe, getSessionState, getSessionState);
}

export function useSession() {
  return useSessionState().session;
}

/** Keeps the token and user info of a successful login (and offers them to tabs without one). */
export function startSession(login: LoginResponse): void {
  thisTab().start(login);
}

/** Forgets the session in every tab and remembers why it ended. */
export function endSession(reason: SessionEndReason): void {
  thisTab().end(reason);
}

/** Drops the remembered end reason once it has been acted on (e.g. on the login screen). */
export function forgetSessionEndReason(): void {
  thisTab().forgetEndReason();
}
