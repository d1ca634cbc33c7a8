import { MESSAGES } from '@preauth/shared';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

export function SessionExpired() {
  return (
    <section className="card card--narrow" aria-labelledby="session-expired-title">
      <h1 id="session-expired-title">{MESSAGES.sessionExpiredTitle}</h1>
      <p>{MESSAGES.sessionExpiredBody}</p>
      <Link to={paths.login}>Log in</Link>
    </section>
  );
}
