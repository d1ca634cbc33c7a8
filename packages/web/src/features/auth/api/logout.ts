import { contracts } from '@preauth/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeAllDrafts } from '../../../components/form/form-drafts';
import { callApi } from '../../../lib/api-client';
import { clearRedirectPath } from '../lib/redirect-path';
import { endSession, getSessionState } from '../stores/session-store';

export function logout(): Promise<unknown> {
  return callApi(contracts.logout);
}

/**
 * Tells the server to end the session (when this tab still has one: on the session-expired screen
 * it is already over), then forgets it here and in every other tab whatever the answer (a failed
 * call still shows its toast), empties the cache, drops this tab's form drafts (someone logging
 * out of a shared computer leaves nothing typed behind) and calls `onLoggedOut` (e.g. go to the login
 * screen).
 */
export function useLogout({ onLoggedOut }: { onLoggedOut?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => (getSessionState().session ? logout() : Promise.resolve()),
    // An expired session answers 401 here; logging out is still the right outcome, not the
    // "session expired" screen.
    meta: { handlesSessionEnd: true },
    onSettled: () => {
      endSession('logout');
      clearRedirectPath();
      removeAllDrafts();
      queryClient.removeQueries();
      onLoggedOut?.();
    },
  });
}

/**
 * Ends a session that has run out of idle time in every tab, and on the server too, whose own idle
 * clock may end it up to a minute later: quietly, as nobody asked for it.
 */
export function expireSession(): void {
  if (!getSessionState().session) return;
  // The call takes the token with it before the session is forgotten here.
  logout().catch(() => {});
  endSession('expired');
}
