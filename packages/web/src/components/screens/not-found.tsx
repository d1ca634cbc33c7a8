import { Link } from 'react-router';
import { paths } from '../../config/paths';

/** The fallback screen for unknown paths, and for screens that are not built yet. */
export function NotFound() {
  return (
    <section className="card card--narrow" aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page not found</h1>
      <p>The page you are looking for does not exist or is not available.</p>
      <Link to={paths.home}>Go to the home page</Link>
    </section>
  );
}
