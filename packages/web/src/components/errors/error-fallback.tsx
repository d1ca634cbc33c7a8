import { MESSAGES } from '@preauth/shared';
import { type ReactNode, useEffect } from 'react';
import { documentTitle } from '../layouts/page-heading';

export type ErrorView = (error: unknown) => ReactNode;

type ErrorFallbackProps = {
  error: unknown;
  /** A custom error view; when given it replaces the generic one. */
  view?: ErrorView | undefined;
  /** What the user can do about it (e.g. a 'Try again' button), under the message. */
  action?: ReactNode;
};

export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Something went wrong.';
}

/** Specification 000 §2.12: "Oops, an error occured!" with the error message beneath. */
export function ErrorFallback({ error, view, action }: ErrorFallbackProps) {
  // Its heading is the page's (h1), so it names the browser tab too, not the page that failed.
  useEffect(() => {
    document.title = documentTitle(MESSAGES.errorFallbackTitle);
  }, []);
  if (view) return <>{view(error)}</>;
  return (
    <section className="card card--narrow error-fallback" role="alert">
      <h1>{MESSAGES.errorFallbackTitle}</h1>
      <p className="error-fallback__message">{describeError(error)}</p>
      {action}
    </section>
  );
}
