import { useEffect } from 'react';
import { SessionExpired } from '../../components/screens/session-expired';
import { forgetSessionEndReason } from '../../features/auth/stores/session-store';

/** Shows "Your session has expired" once; after it the visitor is simply logged out. */
export function SessionExpiredRoute() {
  useEffect(() => forgetSessionEndReason(), []);
  return <SessionExpired />;
}
