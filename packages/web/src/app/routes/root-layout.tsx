import { Outlet, useNavigate } from 'react-router';
import { ConnectionBanner } from '../../components/layouts/connection-banner';
import { Header } from '../../components/layouts/header';
import { PageFrame } from '../../components/layouts/page-frame';
import { paths } from '../../config/paths';
import { useLogout } from '../../features/auth/api/logout';
import { useSessionState } from '../../features/auth/stores/session-store';
import { RouteAnnouncer } from '../../components/layouts/route-announcer';

/**
 * Every screen, public or protected: skip link, header (with the user when logged in, or whose
 * session has just expired), main, and in it whether the portal can be reached.
 */
export function RootLayout() {
  const { session, expiredUserName } = useSessionState();
  const navigate = useNavigate();
  const logoutMutation = useLogout({
    onLoggedOut: () => navigate(paths.login, { replace: true }),
  });

  return (
    <PageFrame
      header={
        <Header
          userName={session?.userInfo.name ?? expiredUserName ?? undefined}
          onLogout={() => logoutMutation.mutate()}
          isLoggingOut={logoutMutation.isPending}
        />
      }
    >
      <ConnectionBanner />
      <RouteAnnouncer>
        <Outlet />
      </RouteAnnouncer>
    </PageFrame>
  );
}
