import type { UserType } from '@preauth/shared';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { ConnectionBanner } from '../../components/layouts/connection-banner';
import { Header, type HeaderLink } from '../../components/layouts/header';
import { PageFrame } from '../../components/layouts/page-frame';
import { paths } from '../../config/paths';
import { useLogout } from '../../features/auth/api/logout';
import { useSessionState } from '../../features/auth/stores/session-store';
import { RouteAnnouncer } from '../../components/layouts/route-announcer';
import { LOGGED_IN_AREA } from './protected-layout';

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

/** The places of the user type whose area `pathname` is in (the adjudicator's console), if any. */
const placesAt = (pathname: string) =>
  Object.values(HEADER_LINKS).find((links) =>
    links.some(({ to }) => pathname === to || pathname.startsWith(`${to}/`)),
  );

/**
 * Every screen, public or protected: skip link, header (with the user when logged in, or whose
 * session has just expired), main, and in it whether the portal can be reached.
 */
export function RootLayout() {
  const { session, expiredUserName } = useSessionState();
  const { pathname } = useLocation();
  const inLoggedInArea = useMatches().some((match) => match.id === LOGGED_IN_AREA);
  // In the logged-in area without a session, a new tab waits for an open one to hand it over (or
  // is about to leave for the login): its header keeps the user's row, and the places of the area
  // the page is in, else the page moved down when the session came (CLS 0.084 on the work queue
  // on a phone, issue 27).
  const isUserPending = !session && inLoggedInArea;
  const navigate = useNavigate();
  const logoutMutation = useLogout({
    onLoggedOut: () => navigate(paths.login, { replace: true }),
  });

  return (
    <PageFrame
      header={
        <Header
          userName={session?.userInfo.name ?? expiredUserName ?? undefined}
          isUserPending={isUserPending}
          links={
            session
              ? HEADER_LINKS[session.userInfo.userType]
              : isUserPending
                ? placesAt(pathname)
                : undefined
          }
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
