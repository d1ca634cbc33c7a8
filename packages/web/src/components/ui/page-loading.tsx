import { Spinner } from './spinner';

/** A polite "loading" status for a whole screen or region. */
export function PageLoading({ label = 'Loading…' }: { label?: string }) {
  return (
    <p className="page-loading" role="status">
      <Spinner />
      {label}
    </p>
  );
}
