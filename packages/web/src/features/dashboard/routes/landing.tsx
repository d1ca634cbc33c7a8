import { useCurrentUser } from '../../../lib/current-user';
import { WelcomeLine } from '../components/welcome-line';
import { PageHeading } from '../../../components/layouts/page-heading';

/**
 * A landing screen after login whose content is not specified or not built yet: its heading and
 * the welcome line, with the name from the user-info call.
 */
export function LandingRoute({ title }: { title: string }) {
  const user = useCurrentUser();
  return (
    <section aria-labelledby="landing-title">
      <PageHeading id="landing-title" title={title} />
      <WelcomeLine name={user.name} />
    </section>
  );
}
