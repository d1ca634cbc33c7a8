import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { PageHeading } from '../layouts/page-heading';

/** The fallback screen for unknown paths, and for screens that are not built yet. */
export function NotFound() {
  return (
    <section className="card card--narrow" aria-labelledby="not-found-title">
      <PageHeading id="not-found-title" title="Page not found" />
      <p>The page you are looking for does not exist or is not available.</p>
      <Link to={paths.home}>Go to the home page</Link>
    </section>
  );
}
