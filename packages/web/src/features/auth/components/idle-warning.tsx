import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useNow } from '../../../lib/use-now';
import { getUser, getUserQueryOptions } from '../api/get-user';
import { expireSession, useLogout } from '../api/logout';
import { formatCountdown, idlePhase } from '../lib/idle-clock';
import { useSessionState } from '../stores/session-store';

/**
 * Warns before the server's idle timeout ends the session, in every tab at once (they share the
 * idle clock), and offers to stay: "Stay logged in" (or Escape) makes an authenticated call,
 * which restarts the server's idle clock and so every tab's. At zero the session ends cleanly
 * (here, in the other tabs and on the server) and the protected area shows "session expired".
 */
export function IdleWarning() {
  const { lastActiveAt } = useSessionState();
  const now = useNow(lastActiveAt !== null);
  const clock = idlePhase(lastActiveAt, now);
  const titleId = useId();
  const messageId = useId();
  const queryClient = useQueryClient();
  const stay = useMutation({
    mutationFn: () => getUser(),
    onSuccess: (user) => queryClient.setQueryData(getUserQueryOptions().queryKey, user),
  });
  const logout = useLogout();

  const ended = clock.phase === 'ended';
  useEffect(() => {
    if (ended) expireSession();
  }, [ended]);

  const stayLoggedIn = () => {
    if (!stay.isPending) stay.mutate();
  };
  return (
    <Modal
      open={clock.phase === 'warning'}
      onClose={stayLoggedIn}
      role="alertdialog"
      closeOnOutsidePress={false}
      className="idle-warning"
      labelledBy={titleId}
      describedBy={messageId}
    >
      <h2 id={titleId} className="modal__title">
        Your session is about to end
      </h2>
      <p id={messageId}>
        You have not used the portal for a while. To keep your details safe, you will be logged out
        in{' '}
        <span role="timer">{clock.phase === 'warning' ? formatCountdown(clock.msLeft) : ''}</span>.
      </p>
      <div className="modal__actions">
        <Button onClick={stayLoggedIn} isLoading={stay.isPending}>
          Stay logged in
        </Button>
        <Button variant="outline" onClick={() => logout.mutate()} isLoading={logout.isPending}>
          Log out
        </Button>
      </div>
    </Modal>
  );
}
