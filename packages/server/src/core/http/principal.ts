import {
  LINK_MESSAGES,
  MESSAGES,
  USER_TYPES,
  type LinkRole,
  type LinkSessionStage,
  type UserInfo,
  type UserType,
} from '@preauth/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthenticatedUser, CallerContext } from './context';
import { ForbiddenError, NotFoundError, UnauthenticatedError } from './errors';

/** Someone who holds an emailed link and passed its identity check: one request, one role. */
export interface LinkHolder {
  role: LinkRole;
  paId: string;
  insurerId: string;
  insurerCode: string;
  linkTokenId: string;
  linkSessionId: string;
  /** 'pin-required' or 'remote-authentication-required' until the role's check passes. */
  stage: LinkSessionStage;
  /**
   * The link has ended (its step was done) within `LINK_ACCESS_POLICY.endedLinkReadMs`: only a
   * route with `endedLinks` accepts the session, every other one answers 401 as for an ended one.
   */
  linkEnded: boolean;
  /**
   * A re-visit of a submitted link, opened after it ended (record 082): only a route with
   * `revisits` accepts it (the PIN step, the LIA form's download, logout); any other, 401.
   */
  revisit: boolean;
}

/** Whoever a bearer token stands for: a logged-in user, or a link holder. */
export type Principal =
  { kind: 'user'; user: AuthenticatedUser } | { kind: 'link'; link: LinkHolder };

/** Who may call a route: logged-in users of these types, link holders of these roles. */
export interface RouteCallers {
  users?: readonly UserType[];
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

/** Every logged-in user type; routes for any signed-in user name this. */
export const ANY_USER: readonly UserType[] = USER_TYPES;

/** Routes of the policyholder's own: its record, its patients, its requests' commands. */
export const POLICYHOLDERS: RouteCallers = { users: ['policy-holder'] };

/** Routes of the insurance agent's own: its clients, and their records it may raise requests on. */
export const AGENTS: RouteCallers = { users: ['insurance-agent'] };

/** Who raises requests: a policyholder for itself, an agent for a client (issue 13). */
export const REQUEST_RAISERS: RouteCallers = { users: ['policy-holder', 'insurance-agent'] };

/**
 * Who creates requests: the raisers, and the insured patient for themselves (record 084), whose
 * request waits for the policyholder's authorisation and who has none of the raisers' commands.
 */
export const REQUEST_CREATORS: RouteCallers = {
  users: ['policy-holder', 'insurance-agent', 'insured-patient'],
};

/**
 * The new-request form's own reads: a policyholder's record and patients; for the insured
 * patient, the policyholder covering them and themselves alone (record 084).
 */
export const OWN_FORM_READERS: RouteCallers = { users: ['policy-holder', 'insured-patient'] };

/** Turns a bearer token into its principal, or throws 401; `null` when the token is not its kind. */
export type PrincipalResolver = (token: string) => Promise<Principal | null>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; unset, anyone may, and no token is read. */
    callers?: RouteCallers;
  }
  interface FastifyInstance {
    /** Adds a way to read bearer tokens (the login session's, the link session's). */
    addPrincipalResolver(resolver: PrincipalResolver): void;
    /**
     * The request policy's answer to "may this principal read this request" (and so download its
     * files), for modules outside the requests module; a refusal is audited there.
     */
    mayReadRequest(principal: Principal, paId: string, caller: CallerContext): Promise<boolean>;
    /**
     * The remote authoriser as the protected area knows a logged-in policyholder: the request's
     * policyholder, for `GET /api/users/me` (answered by the requests module).
     */
    remoteAuthoriserInfo(link: LinkHolder): Promise<UserInfo>;
    /** Ends a link session on the server: a link holder's logout (answered by the requests module). */
    endLinkSession(link: LinkHolder, caller: CallerContext): Promise<void>;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}

// RFC 6750 b64token characters; session tokens are base64url, link tokens carry a dotted prefix.
const BEARER = /^Bearer ([A-Za-z0-9._~+/-]{16,300})$/;

const notLoggedIn = () => new UnauthenticatedError('UNAUTHENTICATED', MESSAGES.notLoggedIn);

function accepts(callers: RouteCallers, principal: Principal): boolean {
  if (principal.kind === 'user') return callers.users?.includes(principal.user.userType) ?? false;
  const { role, stage } = principal.link;
  const stageAccepted =
    stage === 'verified' ||
    (stage === 'pin-required' && !!callers.pinPending) ||
    (stage === 'remote-authentication-required' && !!callers.remoteAuthenticationPending);
  return (callers.links?.includes(role) ?? false) && stageAccepted;
}

/** A session of an ended link reaches only the routes that name its kind (else as if ended). */
const acceptsEnded = (callers: RouteCallers, { linkEnded, revisit }: LinkHolder) =>
  revisit ? !!callers.revisits : !linkEnded || !!callers.endedLinks;

/**
 * The one access check: a preValidation hook on every route that reads the route's `callers`, turns the
 * bearer token into a principal through the registered resolvers, and refuses a principal the
 * route does not name (403), so a link session never opens a user's route or the reverse.
 */
export function registerAccessControl(app: FastifyInstance): void {
  const resolvers: PrincipalResolver[] = [];
  app.decorate('addPrincipalResolver', (resolver: PrincipalResolver) => {
    resolvers.push(resolver);
  });
  app.decorateRequest('principal', null);
  // preValidation: who asks is answered (401/403) before the body's field messages (record 081).
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const { callers } = request.routeOptions.config;
    if (!callers) return;
    const token = request.headers.authorization?.match(BEARER)?.[1];
    if (!token) throw notLoggedIn();
    let principal: Principal | null = null;
    for (const resolve of resolvers) {
      principal = await resolve(token);
      if (principal) break;
    }
    if (!principal) throw notLoggedIn();
    if (principal.kind === 'link' && !acceptsEnded(callers, principal.link)) {
      throw new UnauthenticatedError('UNAUTHENTICATED', LINK_MESSAGES.sessionEnded);
    }
    if (!accepts(callers, principal)) throw new ForbiddenError();
    request.principal = principal;
    if (principal.kind === 'user') request.user = principal.user;
  });
}

/** The link holder of a route that names only link roles. */
export function currentLinkHolder(request: { principal: Principal | null }): LinkHolder {
  if (request.principal?.kind !== 'link') throw new Error('Route does not name a link role');
  return request.principal.link;
}

/** The principal of a route that names its callers. */
export function currentPrincipal(request: { principal: Principal | null }): Principal {
  if (!request.principal) throw new Error('Route does not name its callers');
  return request.principal;
}

/** The principal's insurer; every read and write stays inside it. */
export const insurerCodeOf = (principal: Principal) =>
  principal.kind === 'user' ? principal.user.insurerCode : principal.link.insurerCode;

export const insurerIdOf = (principal: Principal) =>
  principal.kind === 'user' ? principal.user.insurerId : principal.link.insurerId;

/** A path or query naming another insurer is answered as if it did not exist (404). */
export function requireOwnInsurer(principal: Principal, insurerCode: string): void {
  if (insurerCode !== insurerCodeOf(principal)) throw new NotFoundError();
}
