import { USER_TYPES, type UserType } from '../auth/user-types';
import type { LinkRole } from '../links/link-access';

/**
 * Who may call an operation, declared once on its contract (record 084): the server's access
 * check (`config.callers`), the OpenAPI document (its `security` and "Who may call") and the web's
 * `RequireCallers` guard all read it. Kept free of schemas, and the named sets are apart
 * (caller-sets.ts): the login page's bundle carries this module.
 */
export interface RouteCallers {
  /** Logged-in users of these types. */
  users?: readonly UserType[];
  /** Link holders of these roles, once their identity check and PIN passed. */
  links?: readonly LinkRole[];
  /** Link holders still waiting for their PIN are accepted too (the PIN routes themselves). */
  pinPending?: boolean;
  /** Remote authorisers still waiting for the remote-authentication check (that route itself). */
  remoteAuthenticationPending?: boolean;
  /** Verified link holders whose link ended a short while ago are accepted too (downloads). */
  endedLinks?: boolean;
  /** Re-visits of a submitted link are accepted (record 082): its PIN step, its downloads. */
  revisits?: boolean;
}

/** Anyone, with no token: the login, the link and certificate checks, the health check. */
export const PUBLIC = 'public';

/** What a contract declares: the callers it takes a token from, or `PUBLIC`. */
export type Callers = RouteCallers | typeof PUBLIC;

/** Every logged-in user type; routes for any signed-in user name this. */
export const ANY_USER: readonly UserType[] = USER_TYPES;

/**
 * Whether a logged-in user of this type may call (a link holder's checks are the server's). The
 * web's guard asks it of a screen's main contract; the server's access check asks it too.
 */
export const userMayCall = (callers: Callers, userType: UserType): boolean =>
  callers !== PUBLIC && (callers.users?.includes(userType) ?? false);
