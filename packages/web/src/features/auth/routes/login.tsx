import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { landingPath } from '../../../config/paths';
import { LoginForm } from '../components/login-form';
import { clearRedirectPath, readRedirectPath } from '../lib/redirect-path';
import { forgetSessionEndReason, useSession } from '../stores/session-store';

/**
 * The login screen. Once there is a session — just logged in, or visiting while logged in — the
 * user goes to the path saved before login, otherwise to the landing of their user type.
 */
export function LoginRoute() {
  const session = useSession();
  // The reason a session ended has done its job once the visitor is here.
  useEffect(() => forgetSessionEndReason(), []);
  if (session) return <LeaveLogin to={landingPath(session.userInfo.userType)} />;

  return (
    <section className="card card--narrow" aria-labelledby="login-title">
      <h1 id="login-title">Log in</h1>
      <p className="muted">Log in to request and follow pre-authorisations.</p>
      <LoginForm />
    </section>
  );
}

function LeaveLogin({ to: landing }: { to: string }) {
  const navigate = useNavigate();
  const [target] = useState(() => readRedirectPath() ?? landing);
  useEffect(() => {
    clearRedirectPath();
    navigate(target, { replace: true });
  }, [navigate, target]);
  return null;
}
