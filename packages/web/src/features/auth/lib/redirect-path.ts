import { paths } from '../../../config/paths';
/**
 * The path a visitor asked for before being sent to log in (specification 000 §2.1: "the path
 * saved in the session"), kept in sessionStorage so it survives the login screen.
 */
const REDIRECT_PATH_KEY = 'redirectPath';

export function saveRedirectPath(path: string): void {
  sessionStorage.setItem(REDIRECT_PATH_KEY, path);
}

/** The saved path when it is a safe in-app path (never another site, never the login screen). */
export function readRedirectPath(): string | null {
  const path = sessionStorage.getItem(REDIRECT_PATH_KEY);
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) {
    return null;
  }
  if (path === paths.login || path.startsWith(`${paths.login}?`)) return null;
  return path;
}

export function clearRedirectPath(): void {
  sessionStorage.removeItem(REDIRECT_PATH_KEY);
}
