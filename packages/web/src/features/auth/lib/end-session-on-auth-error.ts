import { isApiError } from '../../../lib/api-error';
import { endSession, getSessionState } from '../stores/session-store';

/**
 * Ends the session when a call tells us it is over: 401 SESSION_EXPIRED (the protected area then
 * shows "Your session has expired") or 401 UNAUTHENTICATED for a logged-in user (back to login).
 * Any other error, or an error while nobody is logged in, changes nothing.
 */
export function endSessionOnAuthError(error: unknown): void {
  if (!isApiError(error) || error.status !== 401) return;
  if (!getSessionState().session) return;
  if (error.code === 'SESSION_EXPIRED') endSession('expired');
  else if (error.code === 'UNAUTHENTICATED') endSession('unauthenticated');
}
