import type { LoginResponse } from '@preauth/shared';
import { useSyncExternalStore } from 'react';
import {
  clearStoredSession,
  readStoredSession,
  type StoredSession,
  writeStoredSession,
} from '../../../lib/session-storage';

/** Why the last session ended; decides where the protected area sends the visitor. */
export type SessionEndReason = 'logout' | 'expired' | 'unauthenticated';

export type SessionState = {
  session: StoredSession | null;
  endReason: SessionEndReason | null;
};

const END_REASON_KEY = 'sessionEndReason';
const END_REASONS: readonly SessionEndReason[] = ['logout', 'expired', 'unauthenticated'];

const listeners = new Set<() => void>();
let snapshot: SessionState | undefined;
let snapshotKey: string | undefined;

function readEndReason(): SessionEndReason | null {
  const raw = sessionStorage.getItem(END_REASON_KEY);
  return END_REASONS.find((reason) => reason === raw) ?? null;
}

/** The current state; the same object while sessionStorage holds the same values. */
export function getSessionState(): SessionState {
  const state: SessionState = { session: readStoredSession(), endReason: readEndReason() };
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

export function useSessionState(): SessionState {
  return useSyncExternalStore(subscribe, getSessionState, getSessionState);
}

export function useSession(): StoredSession | null {
  return useSessionState().session;
}

/** Keeps the token and user info of a successful login. */
export function startSession(login: LoginResponse): void {
  writeStoredSession(login);
  sessionStorage.removeItem(END_REASON_KEY);
  emit();
}

/** Forgets the session and remembers why it ended. */
export function endSession(reason: SessionEndReason): void {
  clearStoredSession();
  sessionStorage.setItem(END_REASON_KEY, reason);
  emit();
}

/** Drops the remembered end reason once it has been shown (e.g. by the session-expired screen). */
export function forgetSessionEndReason(): void {
  if (sessionStorage.getItem(END_REASON_KEY) === null) return;
  sessionStorage.removeItem(END_REASON_KEY);
  emit();
}
