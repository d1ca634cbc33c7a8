import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { clearRedirectPath } from '../lib/redirect-path';
import { endSession } from '../stores/session-store';

export function logout(): Promise<unknown> {
  return api.post('/auth/logout', null);
}

/**
 * Tells the server to end the session, then forgets it here whatever the answer (a failed call
 * still shows its toast), empties the cache and calls `onLoggedOut` (e.g. go to the login screen).
 */
export function useLogout({ onLoggedOut }: { onLoggedOut?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    // An expired session answers 401 here; logging out is still the right outcome, not the
    // "session expired" screen.
    meta: { handlesSessionEnd: true },
    onSettled: () => {
      endSession('logout');
      clearRedirectPath();
      queryClient.removeQueries();
      onLoggedOut?.();
    },
  });
}
