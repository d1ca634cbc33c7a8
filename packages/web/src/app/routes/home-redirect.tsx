import { Navigate } from 'react-router';
import { landingPath } from '../../config/paths';
import { useCurrentUser } from '../../lib/current-user';

/** `/` sends a logged-in user to the landing of their user type. */
export function HomeRedirect() {
  const user = useCurrentUser();
  return <Navigate to={landingPath(user.userType)} replace />;
}
