import { Navigate } from 'react-router';
import type { LinkAddress } from '../../lib/link-session';

/**
 * A link's bare address (`/{insurerCode}/{eRefNo}`, `…/acknowledgment`, `…/bo`; 001 §2 lists them
 * as the parents of the link's pages) opens the link's identity check, as the emailed link does.
 */
export function LinkEntry({
  address,
  verification,
}: {
  address: LinkAddress;
  verification: (a: LinkAddress) => string;
}) {
  return <Navigate to={verification(address)} replace />;
}
