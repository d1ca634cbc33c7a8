import {
  isLinkSessionToken,
  type LoginResponse,
  type UserInfo,
  userInfoSchema,
} from '@preauth/shared';
import { readStoredJson } from './stored-json';

/**
 * Raw storage of the session (specification 000 §3: "access_token and userInfo … Kept
 * client-side"), in the tab's sessionStorage. It lives in this layer because the API client reads
 * the token; the reactive session store built on it, and everything that changes the session, is
 * in features/auth. Logging out or expiring removes only these keys (and the auth feature's own
 * `session:` ones): other features keep theirs, e.g. the form drafts under `draft:`.
 */
export const SESSION_KEYS = {
  accessToken: 'access_token',
  userInfo: 'userInfo',
  /** When the server last answered a call of this session (ms since the epoch), in any tab. */
  lastActiveAt: 'session:lastActiveAt',
  /** The authorisation method chosen for the request being authorised (000 §2.8–2.10). */
  authMethod: 'authMethod',
  /**
   * Set while a session opened by the remote authoriser's emailed link has not passed the remote
   * authentication yet (000 §2.2): the logged-in pages send it there first.
   */
  remoteAuthenticationRequired: 'session:remoteAuthenticationRequired',
} as const;

export type StoredSession = { accessToken: string; userInfo: UserInfo };

export function readAccessToken(storage: Storage = sessionStorage): string | null {
  return storage.getItem(SESSION_KEYS.accessToken) || null;
}

/**
 * The session is the remote authoriser's (opened by the emailed verification link, kept as a
 * login's): it may authorise or reject its one request and read it, nothing more.
 */
export function isRemoteAuthoriserSession(storage: Storage = sessionStorage): boolean {
  const token = readAccessToken(storage);
  return token !== null && isLinkSessionToken(token);
}

/** The stored user info, or null when it is missing or not valid any more. */
export function readUserInfo(storage: Storage = sessionStorage): UserInfo | null {
  return readStoredJson(storage, SESSION_KEYS.userInfo, userInfoSchema);
}

/** Both parts, or null: without either one there is no session. */
export function readStoredSession(storage: Storage = sessionStorage): StoredSession | null {
  const accessToken = readAccessToken(storage);
  const userInfo = readUserInfo(storage);
  return accessToken && userInfo ? { accessToken, userInfo } : null;
}

export function writeStoredSession(login: LoginResponse, storage: Storage = sessionStorage): void {
  storage.setItem(SESSION_KEYS.accessToken, login.access_token);
  storage.setItem(SESSION_KEYS.userInfo, JSON.stringify(login.userInfo));
}

/** The time of the session's last answered call, or null when none is known. */
export function readLastActiveAt(storage: Storage = sessionStorage): number | null {
  const at = Number(storage.getItem(SESSION_KEYS.lastActiveAt));
  return Number.isFinite(at) && at > 0 ? at : null;
}

export function writeLastActiveAt(at: number, storage: Storage = sessionStorage): void {
  storage.setItem(SESSION_KEYS.lastActiveAt, String(at));
}

export function clearStoredSession(storage: Storage = sessionStorage): void {
  storage.removeItem(SESSION_KEYS.accessToken);
  storage.removeItem(SESSION_KEYS.userInfo);
  storage.removeItem(SESSION_KEYS.lastActiveAt);
  storage.removeItem(SESSION_KEYS.remoteAuthenticationRequired);
}

export function isRemoteAuthenticationRequired(storage: Storage = sessionStorage): boolean {
  return storage.getItem(SESSION_KEYS.remoteAuthenticationRequired) === 'true';
}

export function setRemoteAuthenticationRequired(
  required: boolean,
  storage: Storage = sessionStorage,
): void {
  if (required) storage.setItem(SESSION_KEYS.remoteAuthenticationRequired, 'true');
  else storage.removeItem(SESSION_KEYS.remoteAuthenticationRequired);
}
