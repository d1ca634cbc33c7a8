import { MESSAGES } from '@preauth/shared';
import { useConnectionStatus } from '../../lib/portal-connection';

/**
 * Says, above every screen, that the portal cannot be reached (reads wait and go on by
 * themselves), and then that it can be reached again.
 */
export function ConnectionBanner() {
  const status = useConnectionStatus();
  if (status === 'unreachable') {
    return (
      <p className="alert alert--warning connection-banner" role="alert">
        {MESSAGES.unreachableRetrying}
      </p>
    );
  }
  if (status === 'back') {
    return (
      <p className="alert alert--success connection-banner" role="status">
        {MESSAGES.reachableAgain}
      </p>
    );
  }
  return null;
}
