import {
  LINK_ACCESS_POLICY,
  LINK_REFUSALS,
  LINK_ROLES,
  LINK_TOKEN_HEADER,
  contracts,
  linkRoleContracts,
  type LinkRole,
} from '@preauth/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../../core/http/context';
import { TooManyRequestsError } from '../../../core/http/errors';
import { routeOf } from '../../../core/http/openapi';
import { currentLinkHolder } from '../../../core/http/principal';
import { createLinkSessionResolver } from '../access/link-sessions';
import type { LinkIdentity } from '../access/link-roles';
import { createLinkAccessService } from './link-access.service';
import { createRemoteAuthoriserAccess } from './remote-authoriser.service';

/**
 * The link holder's way in (doctor, business office, remote authoriser): the link check, the
 * identity check, the emailed PIN, and the reading of `link.` session tokens for every route that
 * names link roles. The resolver is added to the root's list (the decorator's closure), so this
 * plugin needs no fastify-plugin wrapper.
 */
export async function linksModule(app: FastifyInstance) {
  const links = createLinkAccessService(app.deps);
  const remoteAuthoriser = createRemoteAuthoriserAccess(app.deps, links);
  app.addPrincipalResolver(createLinkSessionResolver(app.deps));
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // One per-address budget for the identity checks of every role (one limiter, one store); its
  // refusal says when to try again (a hospital office behind one address, issue 25).
  const identityLimit = app.rateLimit({
    max: LINK_ACCESS_POLICY.identityPerAddressMax,
    timeWindow: LINK_ACCESS_POLICY.identityPerAddressWindowMs,
    errorResponseBuilder: (_request, context) => {
      const seconds = context.ttl / 1000;
      return new TooManyRequestsError(
        'RATE_LIMITED',
        LINK_REFUSALS.tooManyFromNetwork(seconds),
        seconds,
      );
    },
  });

  // One route pair per role, so each documents and validates its own identity body.
  for (const role of LINK_ROLES) {
    routes.route({
      ...routeOf(linkRoleContracts[role].check),
      handler: async (request) => {
        const header = request.headers[LINK_TOKEN_HEADER];
        const token = typeof header === 'string' ? header : undefined;
        return links.checkLink({ role, ...request.params }, token, callerOf(request));
      },
    });

    routes.route({
      ...routeOf(linkRoleContracts[role].verify),
      onRequest: identityLimit,
      handler: async (request) => {
        const { token, ...typed } = request.body;
        return links.verifyIdentity(
          { role, ...request.params },
          token,
          typed as LinkIdentity<LinkRole>,
          callerOf(request),
        );
      },
    });
  }

  routes.route({
    ...routeOf(contracts.verifyLinkPin),
    handler: async (request) =>
      links.verifyPin(currentLinkHolder(request), request.body.otp, callerOf(request)),
  });

  routes.route({
    ...routeOf(contracts.getLinkPin),
    handler: async (request) => links.pinOf(currentLinkHolder(request)),
  });

  routes.route({
    ...routeOf(contracts.resendLinkPin),
    handler: async (request) => links.resendPin(currentLinkHolder(request), callerOf(request)),
  });

  // The remote authoriser's verification page (`/verify?payload=…`): its link by the token alone.
  routes.route({
    ...routeOf(contracts.verifyPolicyholderPayload),
    handler: async (request) =>
      remoteAuthoriser.checkPayload(request.body.payload, callerOf(request)),
  });

  routes.route({
    ...routeOf(contracts.getAuthorize),
    onRequest: identityLimit,
    handler: async (request) => remoteAuthoriser.getAuthorize(request.body, callerOf(request)),
  });

  // Bound to a session of one link, whose count locks it at the 5th failure: no address budget.
  routes.route({
    ...routeOf(contracts.remoteAuthenticate),
    handler: async (request) =>
      remoteAuthoriser.authenticate(
        currentLinkHolder(request),
        request.body.otp,
        callerOf(request),
      ),
  });

  routes.route({
    ...routeOf(contracts.getLinkSession),
    handler: async (request) => links.describe(currentLinkHolder(request)),
  });
}
