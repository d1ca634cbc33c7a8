import { inNotifiedOrder, type NotifiedParty } from '@preauth/shared';
import { ACKNOWLEDGMENT_QUERY } from '../../config/paths';

/** The parties the acknowledgement's query names, or null without one (who is unknown). */
export function notifiedOf(search: URLSearchParams): NotifiedParty[] | null {
  const value = search.get(ACKNOWLEDGMENT_QUERY.notified);
  return value === null ? null : inNotifiedOrder(value.split(','));
}
