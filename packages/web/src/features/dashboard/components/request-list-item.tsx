import type { Actor, RequestListItem as Item } from '@preauth/shared';
import { displayTimestampDate } from '../../../lib/display-date';
import { RequestActions } from './request-actions';
import { ItemField } from './item-field';
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
        <ItemField label="Status">
          <StatusBadge code={item.statusCode} />
        </ItemField>
        <ItemField label="Patient">{item.patientName}</ItemField>
        <ItemField label="Submitted on">{displayTimestampDate(item.createdOn)}</ItemField>
        <ItemField label="Pre-Authorisation Ref No.">{item.erefNo || MISSING_REF}</ItemField>
        <ItemField label="Created By">{item.createdBy}</ItemField>
      </dl>
      <RequestItemDetails item={item} actor={actor} />
      <RequestActions item={item} actor={actor} />
    </li>
  );
}
