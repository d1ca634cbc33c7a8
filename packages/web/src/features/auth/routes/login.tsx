import { useEffect } from 'react';
import { landingPath } from '../../../config/paths';
import { LoginForm } from '../components/login-form';
import { ReturnAfterLogin } from '../components/return-after-login';
import { forgetSessionEndReason, useSession } from '../stores/session-store';
import { PageHeading } from '../../../components/layouts/page-heading';

/**
 * The login screen. Once there is a session — just logged in, here or in another tab, or visiting
 * while logged in — the user goes to the path saved before login, otherwise to the landing of
 * their user type.
 */
export function LoginRoute() {
  const session = useSession();
  // The reason a session ended has done its job once the visitor is here.
  useEffect(() => forgetSessionEndReason(), []);
  if (session) return <ReturnAfterLogin landing={landingPath(session.userInfo.userType)} />;

  return (
    <section className="card card--narrow" aria-labelledby="login-title">
      <PageHeading id="login-title" title="Log in" />
      <p className="muted">Log in to request and follow pre-authorisations.</p>
      <LoginForm />
    </section>
  );
}
