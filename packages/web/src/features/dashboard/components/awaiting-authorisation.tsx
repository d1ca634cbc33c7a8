import { Link } from 'react-router';
import { LoadError } from '../../../components/errors/load-error';
import { PageLoading } from '../../../components/ui/page-loading';
import { useRequests } from '../api/get-requests';
import { listViewParams } from '../lib/list-view';

/** The list of the requests waiting for authorisation: 'My requests' filtered on PEN. */
const WAITING_LIST = `?${listViewParams({
  filters: { statusCode: 'PEN' },
  sort: { sortBy: 'createdOn', sortOrder: 'desc' },
  page: 1,
})}`;

/**
 * The agent's reminder (issue 26 §3): how many of the requests it raised wait for its clients'
 * authorisation, and a way to list them, each with its window's time left and its Resend.
 */
export function AwaitingAuthorisation() {
  const waiting = useRequests({ statusCode: 'PEN', limit: 1 });
  return (
    <section className="card dashboard__section" aria-labelledby="awaiting-authorisation-title">
      <h2 id="awaiting-authorisation-title">Waiting for your clients' authorisation</h2>
      {waiting.isPending ? (
        <PageLoading label="Loading the requests waiting for authorisation…" />
      ) : waiting.isError ? (
        <LoadError error={waiting.error} onRetry={() => void waiting.refetch()} />
      ) : waiting.data.total === 0 ? (
        <p className="muted">No request waits for a client&apos;s authorisation.</p>
      ) : (
        <p>
          {waiting.data.total === 1 ? '1 request waits' : `${waiting.data.total} requests wait`} for
          a client&apos;s authorisation; each shows how long its client has left.{' '}
          <Link to={WAITING_LIST}>Show them</Link>
        </p>
      )}
    </section>
  );
}
