import { type LoginResponse, type UserInfo, userInfoSchema } from '@preauth/shared';

/**
 * Raw storage of the session (specification 000 §3: "access_token and userInfo … Kept
 * client-side"). It lives in this layer because the API client reads the token; the reactive
 * session store built on it, and everything that changes the session, is in features/auth.
 */
export const SESSION_KEYS = {
  accessToken: 'access_token',
  userInfo: 'userInfo',
  /** The authorisation method chosen for the request being authorised (000 §2.8–2.10). */
  authMethod: 'authMethod',
} as const;

export type StoredSession = { accessToken: string; userInfo: UserInfo };

export function readAccessToken(): string | null {
  return sessionStorage.getItem(SESSION_KEYS.accessToken) || null;
}

/** The stored user info, or null when it is missing or not valid any more. */
export function readUserInfo(): UserInfo | null {
  const raw = sessionStorage.getItem(SESSION_KEYS.userInfo);
  if (!raw) return null;
  try {
    const parsed = userInfoSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Both parts, or null: without either one there is no session. */
export function readStoredSession(): StoredSession | null {
  const accessToken = readAccessToken();
  const userInfo = readUserInfo();
  return accessToken && userInfo ? { accessToken, userInfo } : null;
}

export function writeStoredSession(login: LoginResponse): void {
  sessionStorage.setItem(SESSION_KEYS.accessToken, login.access_token);
  sessionStorage.setItem(SESSION_KEYS.userInfo, JSON.stringify(login.userInfo));
}

export function clearStoredSession(): void {
  sessionStorage.removeItem(SESSION_KEYS.accessToken);
  sessionStorage.removeItem(SESSION_KEYS.userInfo);
}
