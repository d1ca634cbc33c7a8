import { type ReactNode, useEffect } from 'react';
import { Navigate } from 'react-router';
import {
  clearLinkSession,
  type LinkAddress,
  readLinkSession,
  type StoredLinkSession,
} from '../../lib/link-session';

/**
 * A link's form page (001 §2, §8: "Missing token … redirect to verification"): without a verified
 * link session in this tab, back to `verification`; otherwise `children` with the session.
 */
export function WithVerifiedSession({
  address,
  verification,
  children,
}: {
  address: LinkAddress;
  verification: string;
  children: (session: StoredLinkSession) => ReactNode;
}) {
  const session = readLinkSession(address);
  if (session?.stage !== 'verified') return <Navigate to={verification} replace />;
  return children(session);
}

/** The link session ended (idle, expired, revoked): forget it and verify again. */
export function LinkSessionEnded({
  address,
  verification,
}: {
  address: LinkAddress;
  verification: string;
}) {
  useEffect(() => clearLinkSession(address), [address]);
  return <Navigate to={verification} replace />;
}
