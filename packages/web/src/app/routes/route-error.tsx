import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorFallback } from '../../components/errors/error-fallback';

/** errorElement of the routes: the generic error fallback with what went wrong. */
export function RouteError() {
  const error = useRouteError();
  const shown = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}`.trim() : error;
  return <ErrorFallback error={shown} />;
}
