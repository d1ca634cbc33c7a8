import { SessionExpired } from '../../components/screens/session-expired';
import { landingPath } from '../../config/paths';
import { ReturnAfterLogin } from '../../features/auth/components/return-after-login';
import { useSession } from '../../features/auth/stores/session-store';

/**
 * "Your session has expired", with the user's name and Log out in the header (root layout) until
 * they log out or in; logging in again in another tab brings this one back to where it was.
 */
export function SessionExpiredRoute() {
  const session = useSession();
  if (session) return <ReturnAfterLogin landing={landingPath(session.userInfo.userType)} />;
  return <SessionExpired />;
}
