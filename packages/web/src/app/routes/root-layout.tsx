import type { UserType } from '@preauth/shared';
import { Outlet, useNavigate } from 'react-router';
import { ConnectionBanner } from '../../components/layouts/connection-banner';
import { Header, type HeaderLink } from '../../components/layouts/header';
import { PageFrame } from '../../components/layouts/page-frame';
import { paths } from '../../config/paths';
import { useLogout } from '../../features/auth/api/logout';
import { useSessionState } from '../../features/auth/stores/session-store';
import { RouteAnnouncer } from '../../components/layouts/route-announcer';

/** The places a user type's header links to: the adjudicator's console (issue 14). */
const HEADER_LINKS: Partial<Record<UserType, readonly HeaderLink[]>> = {
  'insurer-adjudicator': [
    { to: paths.adjudicationQueue, label: 'Work queue' },
    { to: paths.adjudicationRules, label: 'Decision rules' },
    { to: paths.adjudicationHolidays, label: 'Holidays' },
    { to: paths.adjudicationTurnaround, label: 'Turnaround' },
    { to: paths.adjudicationAccessReport, label: 'Access report' },
    { to: paths.adjudicationPolicy, label: 'Policy' },
  ],
};

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
          links={session ? HEADER_LINKS[session.userInfo.userType] : undefined}
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
