import { contracts } from '@preauth/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../../core/http/context';
import { idempotentCallOf } from '../../../core/http/idempotency';
import { routeOf } from '../../../core/http/openapi';
import { currentPrincipal, insurerIdOf } from '../../../core/http/principal';
import { createTransitionEngine } from '../lifecycle/transition-engine';
import { listAuthModes } from './auth-modes.repository';
import { createAuthorisationPins } from './authorisation-pin.service';
import { createAuthorisationSubmit } from './authorisation-submit.service';
import { createRemotePasswordCheck } from './remote-password.service';

/**
 * The policyholder's authorisation of a request raised by someone else (000 §2.8, §2.9, §7): the
 * insurer's methods, the PIN by email or SMS, the REM password, and the declaration's accept or
 * reject.
 */
export async function authorisationModule(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const pins = createAuthorisationPins(app.deps);
  const submit = createAuthorisationSubmit(createTransitionEngine(app.deps));
  const remotePassword = createRemotePasswordCheck(app.deps);

  routes.route({
    ...routeOf(contracts.listAuthModes),
    handler: async (request) =>
      listAuthModes(app.deps.db, insurerIdOf(currentPrincipal(request)), request.query.userType),
  });

  routes.route({
    ...routeOf(contracts.sendAuthorisationPin),
    handler: async (request) =>
      pins.send(currentPrincipal(request), request.params.userId, request.body, callerOf(request)),
  });

  routes.route({
    ...routeOf(contracts.getAuthorisationPin),
    handler: async (request) =>
      pins.state(
        currentPrincipal(request),
        request.params.paId,
        request.query.authMethod,
        callerOf(request),
      ),
  });

  routes.route({
    ...routeOf(contracts.verifyAuthorisationPin),
    handler: async (request) =>
      pins.verify(currentPrincipal(request), request.params.paId, request.body, callerOf(request)),
  });

  routes.route({
    ...routeOf(contracts.remoteAuthoriseRequest),
    handler: async (request) =>
      remotePassword(
        currentPrincipal(request),
        request.params.paId,
        request.body,
        callerOf(request),
      ),
  });

  routes.route({
    ...routeOf(contracts.submitAuthorisation),
    handler: async (request) =>
      submit(
        currentPrincipal(request),
        request.params.paId,
        request.body,
        callerOf(request),
        idempotentCallOf(request, currentPrincipal(request)),
      ),
  });
}
