import type { Actor, RequestListItem as Item } from '@preauth/shared';
import { displayTimestampDate } from '../../../lib/display-date';
import { RequestActions } from './request-actions';
import { RequestItemDetails } from './request-item-details';
import { StatusBadge } from './status-badge';

/** Shown for a request without a reference number (000 §2.4). */
const MISSING_REF = 'N/A';

/**
 * One request of 'My requests': a card on a phone, a row on a wide screen, with the details and
 * the actions of the actor whose list it is.
 */
export function RequestListItem({ item, actor = 'policy-holder' }: { item: Item; actor?: Actor }) {
  return (
    <li className="request-item">
      <dl className="request-item__fields">
        <div className="request-item__field">
          <dt>Status</dt>
          <dd>
            <StatusBadge code={item.statusCode} />
          </dd>
        </div>
        <div className="request-item__field">
          <dt>Patient</dt>
          <dd>{item.patientName}</dd>
        </div>
        <div className="request-item__field">
          <dt>Submitted on</dt>
          <dd>{displayTimestampDate(item.createdOn)}</dd>
        </div>
        <div className="request-item__field">
          <dt>Pre-Authorisation Ref No.</dt>
          <dd>{item.erefNo || MISSING_REF}</dd>
        </div>
        <div className="request-item__field">
          <dt>Created By</dt>
          <dd>{item.createdBy}</dd>
        </div>
      </dl>
      <RequestItemDetails item={item} actor={actor} />
      <RequestActions item={item} actor={actor} />
    </li>
  );
}
