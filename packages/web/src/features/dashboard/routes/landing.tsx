import { useCurrentUser } from '../../../lib/current-user';
import { WelcomeLine } from '../components/welcome-line';

/**
 * A landing screen after login whose content is not specified or not built yet: its heading and
 * the welcome line, with the name from the user-info call.
 */
export function LandingRoute({ title }: { title: string }) {
  const user = useCurrentUser();
  return (
    <section aria-labelledby="landing-title">
      <h1 id="landing-title">{title}</h1>
      <WelcomeLine name={user.name} />
    </section>
  );
}
