import { NOTIFIED_PARTIES, type NotifiedParty } from '@preauth/shared';
import { ACKNOWLEDGMENT_QUERY } from '../../config/paths';

/** The parties the acknowledgement's query names, or null without one (who is unknown). */
export function notifiedOf(search: URLSearchParams): NotifiedParty[] | null {
  const value = search.get(ACKNOWLEDGMENT_QUERY.notified);
  if (value === null) return null;
  const named = new Set(value.split(','));
  return NOTIFIED_PARTIES.filter((party) => named.has(party));
}
