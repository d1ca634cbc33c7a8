import { contracts } from '@preauth/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeAllDrafts } from '../form/form-drafts';
import { Button } from '../ui/button';
import { callApi } from '../../lib/api-client';
import { forgetLink, type LinkAddress, readLinkSession } from '../../lib/link-session';

/** Said in place of the page once the link holder logged out (ours). */
export const LINK_LOGGED_OUT =
  'You have logged out. To continue, open the link in your email again.';

/**
 * "Log out" on a link's pages (doctor, business office; shared clinic and hospital computers):
 * ends the link session on the server, then forgets in this tab the link, its session, the typing
 * kept and the cached answers, whatever the server said (an ended session answers 401), and calls
 * `onLoggedOut` (the page says so in place of the form).
 */
export function LinkLogoutButton({
  address,
  onLoggedOut,
}: {
  address: LinkAddress;
  onLoggedOut: () => void;
}) {
  const queryClient = useQueryClient();
  const logout = useMutation({
    mutationFn: async () => {
      const session = readLinkSession(address);
      if (session) await callApi(contracts.logout, { bearerToken: session.accessToken });
    },
    meta: { handlesSessionEnd: true },
    onSettled: () => {
      forgetLink(address);
      removeAllDrafts();
      queryClient.removeQueries();
      onLoggedOut();
    },
  });
  return (
    <Button variant="secondary" disabled={logout.isPending} onClick={() => logout.mutate()}>
      Log out
    </Button>
  );
}
