import { useCurrentUser } from '../../../lib/current-user';
import { WelcomeLine } from '../components/welcome-line';

/**
 * A landing screen after login: its heading and the welcome line, with the name from the
 * user-info call. The content of each landing (e.g. the dashboard's request list) comes later.
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
