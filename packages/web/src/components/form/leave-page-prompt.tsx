import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../ui/confirm-dialog';

/**
 * Asks before the user leaves a form with unsaved changes: the browser's own prompt on reload,
 * closing the tab or leaving the portal, and a No / Yes dialog on a move inside the app.
 * `hasUnsavedChanges` is read at the moment of leaving, so a form that was just submitted or
 * cancelled goes on without a question. The end of a session unmounts the form first, so the
 * way to the session-expired screen is never blocked. A form spread over pages under one path
 * (`staysWithin`) moves between them without a question.
 */
export function LeavePagePrompt({
  hasUnsavedChanges,
  staysWithin,
}: {
  hasUnsavedChanges: () => boolean;
  staysWithin?: string;
}) {
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (hasUnsavedChanges()) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasUnsavedChanges]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname &&
      !(staysWithin && nextLocation.pathname.startsWith(`${staysWithin}/`)) &&
      hasUnsavedChanges(),
  );

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Leave this page?"
      message="What you typed is not submitted yet. It stays in this browser tab, and comes back when you open this form again."
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
