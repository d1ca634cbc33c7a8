import { requestParamsSchema } from '@preauth/shared';
import { useParams } from 'react-router';
import { NotFound } from '../../../components/screens/not-found';
import { useCurrentUser } from '../../../lib/current-user';
import { isRequestCommand } from '../api/put-request-command';
import { RequestCommandScreen } from '../components/request-command-screen';
import { RequestDetailGate } from '../../../components/request/request-detail-gate';
import { RequestReview } from '../components/request-review';

/** Without an action, /request/{id} amends (000 §2.3). */
const DEFAULT_ACTION = 'amend';

/**
 * /request/{id}/{action}: review, resend, cancel and amend. Authorise and the declarations are the
 * authorisation feature's (the app's request route hands them there); any other action, or an id
 * that is not one, is not found.
 */
export function RequestRoute() {
  const { id = '', action = DEFAULT_ACTION } = useParams();
  const user = useCurrentUser();
  // An id that cannot name a request is not found, without asking the server.
  if (!requestParamsSchema.safeParse({ paId: id }).success) return <NotFound />;
  if (action === 'review') {
    return (
      <RequestDetailGate paId={id}>
        {(detail) => <RequestReview detail={detail} />}
      </RequestDetailGate>
    );
  }
  if (isRequestCommand(action)) {
    return (
      <RequestDetailGate paId={id}>
        {(detail) => (
          <RequestCommandScreen command={action} detail={detail} actor={user.userType} />
        )}
      </RequestDetailGate>
    );
  }
  return <NotFound />;
}
