import { MESSAGES } from '@preauth/shared';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { PageHeading } from '../layouts/page-heading';

export function SessionExpired() {
  return (
    <section className="card card--narrow" aria-labelledby="session-expired-title">
      <PageHeading id="session-expired-title" title={MESSAGES.sessionExpiredTitle} />
      <p>{MESSAGES.sessionExpiredBody}</p>
      <Link to={paths.login}>Log in</Link>
    </section>
  );
}
