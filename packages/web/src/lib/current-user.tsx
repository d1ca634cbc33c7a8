import type { UserInfo } from '@preauth/shared';
import { createContext, type ReactNode, use } from 'react';

/**
 * The logged-in user as the server reports it (GET /api/users/me). The protected layout loads it
 * and provides it; screens of any feature read it without importing the auth feature.
 */
const CurrentUserContext = createContext<UserInfo | null>(null);

export function CurrentUserProvider({ user, children }: { user: UserInfo; children: ReactNode }) {
  return <CurrentUserContext value={user}>{children}</CurrentUserContext>;
}

export function useCurrentUser(): UserInfo {
  const user = use(CurrentUserContext);
  if (!user) throw new Error('useCurrentUser is used outside the protected area.');
  return user;
}
