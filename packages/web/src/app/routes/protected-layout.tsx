import type { UserType } from '@preauth/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { LoadError } from '../../components/errors/load-error';
import { PageLoading } from '../../components/ui/page-loading';
import { paths } from '../../config/paths';
import { getUserQueryOptions, useUser } from '../../features/auth/api/get-user';
import { IdleWatch } from '../../features/auth/components/idle-watch';
import { saveRedirectPath } from '../../features/auth/lib/redirect-path';
import { useSessionState } from '../../features/auth/stores/session-store';
import { CurrentUserProvider } from '../../lib/current-user';
import { isScreenDataHandle } from '../../lib/screen-data';
import { isRemoteAuthenticationRequired } from '../../lib/session-storage';

/** The logged-in area's route id (the header reserves the user's row there while it waits). */
export const LOGGED_IN_AREA = 'logged-in-area';

/**
 * The logged-in area (specification 000 §2.1). Without a token or user info it sends the visitor
 * to log in, keeping the requested path for after login; when the session has just expired it
 * shows the session-expired screen instead; a remote authoriser who has not passed the remote
 * authentication yet is sent there. A new tab first waits for an open one to hand it the
 * session. With a session it loads the user from the server and provides it to the screens, and
 * warns before the session's idle end.
 */
export function ProtectedLayout() {
  const { session, endReason, isAskingOpenTabs } = useSessionState();
  const { pathname, search } = useLocation();

  if (!session) {
    if (isAskingOpenTabs) return <PageLoading label="Checking your session…" />;
    if (endReason === 'logout') return <Navigate to={paths.login} replace />;
    const to = endReason === 'expired' ? paths.sessionExpired : paths.login;
    return <RedirectSavingPath to={to} from={pathname + search} />;
  }
  // The remote authoriser's session must pass the remote authentication before anything else.
  if (isRemoteAuthenticationRequired() && pathname !== paths.remoteAuthentication) {
    return <Navigate to={paths.remoteAuthentication} replace />;
  }
  return (
    <>
      <IdleWatch />
      <CurrentUserGate />
    </>
  );
}

/**
 * What the logged-in area shows while a screen's code first arrives (the router waits for it
 * before rendering the route): a loading status, and the user's details asked for already, so
 * that call does not wait for the code (the layout then finds it under way or answered); and the
 * screen's own first calls too, where its route names them, beside the user's details rather
 * than after them: the session's stored user type says which calls the screen will make (issue
 * 27). Not for a remote authoriser yet to pass the remote authentication, whom the layout sends
 * there.
 */
export function ProtectedLayoutFallback() {
  const { session } = useSessionState();
  useQuery({ ...getUserQueryOptions(), enabled: session !== null });
  const asks = session !== null && !isRemoteAuthenticationRequired();
  useScreenData(asks ? session.userInfo.userType : undefined);
  return <PageLoading />;
}

/**
 * Starts the data calls of the screen being loaded (its route's `ScreenDataHandle`): their code
 * is fetched at once, beside the screen's, and they start when it is in.
 */
function useScreenData(userType: UserType | undefined) {
  const queryClient = useQueryClient();
  const { search } = useLocation();
  const screen = useMatches().at(-1);
  const load = isScreenDataHandle(screen?.handle) ? screen.handle.screenData : undefined;
  const params = screen?.params;

  useEffect(() => {
    // The code only: a failed fetch leaves the screen to make its calls itself.
    load?.().catch(() => {});
  }, [load]);

  useEffect(() => {
    if (!load || !userType || !params) return;
    let current = true;
    load().then(
      (start) =>
        current &&
        start(queryClient, { userType, params, searchParams: new URLSearchParams(search) }),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [load, userType, params, search, queryClient]);
}

function RedirectSavingPath({ to, from }: { to: string; from: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    saveRedirectPath(from);
    navigate(to, { replace: true });
  }, [navigate, to, from]);
  return null;
}

function CurrentUserGate() {
  const user = useUser();

  if (user.isPending) return <PageLoading label="Loading your details…" />;
  if (user.isError) {
    return <LoadError error={user.error} onRetry={() => void user.refetch()} wholeScreen />;
  }
  return (
    <CurrentUserProvider user={user.data}>
      <Outlet />
    </CurrentUserProvider>
  );
}
