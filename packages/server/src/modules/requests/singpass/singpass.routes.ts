import { contracts } from '@preauth/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../../core/http/context';
import { routeOf } from '../../../core/http/openapi';
import { currentPrincipal } from '../../../core/http/principal';
import { createSingpassClient } from './singpass-client';
import { loadRelyingPartyKeys } from './singpass-keys';
import { createSingpassService, SingpassUnavailableAnswer } from './singpass.service';

/**
 * The policyholder's Singpass login for authorising one request (issue 13): the state call that
 * starts it, the callback that finishes it with a proof the submit takes, and the relying party's
 * JWKS. Without Singpass settings (production without SINGPASS_ISSUER) the calls answer 503.
 */
export async function singpassModule(app: FastifyInstance) {
  const settings = app.deps.config.singpass;
  const keys = settings ? await loadRelyingPartyKeys(settings.keys) : undefined;
  const client = settings && keys ? createSingpassClient(settings, keys) : undefined;
  const singpass = createSingpassService(app.deps, client, app.log);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...routeOf(contracts.getDigitalIdentityState),
    handler: async (request) =>
      singpass.startLogin(currentPrincipal(request), request.query, callerOf(request)),
  });

  routes.route({
    ...routeOf(contracts.singpassAuthorize),
    handler: async (request) =>
      singpass.finishLogin(currentPrincipal(request), request.query, callerOf(request)),
  });

  routes.route({
    ...routeOf(contracts.getSingpassJwks),
    handler: async () => {
      if (!keys) throw new SingpassUnavailableAnswer();
      return keys.jwks;
    },
  });
}
