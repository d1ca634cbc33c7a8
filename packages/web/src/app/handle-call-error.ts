import { endSessionOnAuthError } from '../features/auth/lib/end-session-on-auth-error';
import { errorMessage } from '../lib/error-message';
import { notifyError } from '../lib/notify';
import { type CallErrorHandler, explainedByScreen } from '../lib/query-client';

/**
 * What the app does when any call finally fails (after its retries): an ended session is
 * forgotten here and the protected area sends the user on (session-expired screen or login), and
 * every failure shows its error toast (specification 000 §8), but for a conflict the screen
 * explains in place.
 */
export const handleCallError: CallErrorHandler = (error, kind, meta) => {
  if (!meta.handlesSessionEnd) endSessionOnAuthError(error);
  if (explainedByScreen(error, meta)) return;
  notifyError(errorMessage(error, kind, meta.readVerb));
};
