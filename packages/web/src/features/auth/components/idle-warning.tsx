import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { getUser, getUserQueryOptions } from '../api/get-user';
import { useLogout } from '../api/logout';
import { formatCountdown } from '../lib/idle-clock';

/**
 * Warns before the server's idle timeout ends the session, in every tab at once (they share the
 * idle clock), while `msLeft` is the time left, and offers to stay: "Stay logged in" (or Escape)
 * makes an authenticated call, which restarts the server's idle clock and so every tab's. Its
 * code loads when the warning nears (`IdleWatch`).
 */
export function IdleWarning({ msLeft }: { msLeft: number | null }) {
  const titleId = useId();
  const messageId = useId();
  const queryClient = useQueryClient();
  const stay = useMutation({
    mutationFn: () => getUser(),
    onSuccess: (user) => queryClient.setQueryData(getUserQueryOptions().queryKey, user),
  });
  const logout = useLogout();

  const stayLoggedIn = () => {
    if (!stay.isPending) stay.mutate();
  };
  return (
    <Modal
      open={msLeft !== null}
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
        in <span role="timer">{msLeft !== null ? formatCountdown(msLeft) : ''}</span>.
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
