import {
  LINK_ACCESS_POLICY,
  LINK_ROLES,
  LINK_TOKEN_HEADER,
  linkCheckResponseSchema,
  linkHolderResponseSchema,
  linkIdentitySchemas,
  linkParamsSchema,
  linkSessionResponseSchema,
  otpBodySchema,
  otpResendBodySchema,
  otpResendResponseSchema,
  type LinkRole,
} from '@preauth/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../../core/http/context';
import { errorResponses } from '../../../core/http/openapi';
import { currentLinkHolder } from '../../../core/http/principal';
import { createLinkSessionResolver } from '../access/link-sessions';
import type { LinkIdentity } from '../access/link-roles';
import { createLinkAccessService } from './link-access.service';

const linkAddressParams = linkParamsSchema.omit({ role: true });

const ANY_LINK = { links: LINK_ROLES } as const;

/**
 * The link holder's way in (doctor, business office, remote authoriser): the link check, the
 * identity check, the emailed PIN, and the reading of `link.` session tokens for every route that
 * names link roles. The resolver is added to the root's list (the decorator's closure), so this
 * plugin needs no fastify-plugin wrapper.
 */
export async function linksModule(app: FastifyInstance) {
  const links = createLinkAccessService(app.deps);
  app.addPrincipalResolver(createLinkSessionResolver(app.deps));
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // One per-address budget for the identity checks of every role (one limiter, one store).
  const identityLimit = app.rateLimit({
    max: LINK_ACCESS_POLICY.identityPerAddressMax,
    timeWindow: LINK_ACCESS_POLICY.identityPerAddressWindowMs,
  });

  // One route pair per role, so each documents and validates its own identity body.
  for (const role of LINK_ROLES) {
    routes.get(
      `/api/links/${role}/:insurerCode/:erefNo`,
      {
        schema: {
          tags: ['links'],
          summary: `Check a ${role} link (the emailed token in the ${LINK_TOKEN_HEADER} header)`,
          params: linkAddressParams,
          response: { 200: linkCheckResponseSchema, ...errorResponses(404) },
        },
      },
      async (request) => {
        const header = request.headers[LINK_TOKEN_HEADER];
        const token = typeof header === 'string' ? header : undefined;
        return links.checkLink({ role, ...request.params }, token, callerOf(request));
      },
    );

    routes.post(
      `/api/links/${role}/:insurerCode/:erefNo/verification`,
      {
        onRequest: identityLimit,
        schema: {
          tags: ['links'],
          summary: `Identity check of a ${role} link; opens a link session`,
          params: linkAddressParams,
          body: linkIdentitySchemas[role],
          response: { 200: linkSessionResponseSchema, ...errorResponses(400, 403, 404, 429) },
        },
      },
      async (request) => {
        const { token, ...typed } = request.body;
        return links.verifyIdentity(
          { role, ...request.params },
          token,
          typed as LinkIdentity<LinkRole>,
          callerOf(request),
        );
      },
    );
  }

  routes.post(
    '/api/links/otp/verify',
    {
      config: { callers: { ...ANY_LINK, pinPending: true } },
      schema: {
        tags: ['links'],
        summary: "Check the link session's emailed PIN; answers a verified session",
        security: [{ bearerAuth: [] }],
        body: otpBodySchema,
        response: { 200: linkSessionResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      links.verifyPin(currentLinkHolder(request), request.body.otp, callerOf(request)),
  );

  routes.post(
    '/api/links/otp/resend',
    {
      config: { callers: { ...ANY_LINK, pinPending: true } },
      schema: {
        tags: ['links'],
        summary: 'Send the link session another PIN, voiding the earlier one',
        security: [{ bearerAuth: [] }],
        body: otpResendBodySchema,
        response: { 200: otpResendResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => links.resendPin(currentLinkHolder(request), callerOf(request)),
  );

  routes.get(
    '/api/links/session',
    {
      config: { callers: ANY_LINK },
      schema: {
        tags: ['links'],
        summary: 'Who the verified link session stands for',
        security: [{ bearerAuth: [] }],
        response: { 200: linkHolderResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => links.describe(currentLinkHolder(request)),
  );
}
