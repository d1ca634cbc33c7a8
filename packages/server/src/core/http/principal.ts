import {
  LINK_MESSAGES,
  MESSAGES,
  userMayCall,
  type LinkRole,
  type LinkSessionStage,
  type RouteCallers,
  type UserInfo,
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

/** Turns a bearer token into its principal, or throws 401; `null` when the token is not its kind. */
export type PrincipalResolver = (token: string) => Promise<Principal | null>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Who may call the route, from its contract's `callers` (`routeOf`); unset (a `PUBLIC`
     * contract), anyone may, and no token is read.
     */
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
     * Refuses (404, 409) unless the principal may read the request and it waits for the doctor's
     * details (status and window): a logged-in doctor's upload for it (answered by the requests
     * module).
     */
    requireDoctorInputOpen(
      principal: Principal,
      paId: string,
      caller: CallerContext,
    ): Promise<void>;
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
  if (principal.kind === 'user') return userMayCall(callers, principal.user.userType);
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
