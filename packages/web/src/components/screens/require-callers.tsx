import { userMayCall, type ApiContract } from '@preauth/shared';
import type { ReactNode } from 'react';
import { useCurrentUser } from '../../lib/current-user';
import { NotFound } from './not-found';

/**
 * The one guard of a logged-in screen: shown to the users its main contract names as callers
 * (the set the server checks, record 084), anyone else sees "Page not found" as for an unknown
 * address. Its screen's hooks run only when it is shown.
 */
export function RequireCallers({
  contract,
  children,
}: {
  contract: Pick<ApiContract, 'callers'>;
  children: ReactNode;
}) {
  const user = useCurrentUser();
  return userMayCall(contract.callers, user.userType) ? children : <NotFound />;
}
