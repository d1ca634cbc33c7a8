import { contracts } from '@preauth/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf, currentUser } from '../../../core/http/context';
import { idempotentCallOf } from '../../../core/http/idempotency';
import { POLICYHOLDERS, currentPrincipal, requireOwnInsurer } from '../../../core/http/principal';
import { routeOf } from '../../../core/http/openapi';
import { createTransitionEngine } from '../lifecycle/transition-engine';
import { createRequestCommands } from './request-commands.service';
import { createRequestCreation } from './create-request.service';

/** The policyholder's commands: create, resend, cancel, amend. */
export async function policyholderRequestsModule(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const creation = createRequestCreation(app.deps);
  const commands = createRequestCommands(createTransitionEngine(app.deps));

  routes.route({
    ...routeOf(contracts.createRequest),
    config: { callers: POLICYHOLDERS },
    handler: async (request, reply) => {
      requireOwnInsurer(currentPrincipal(request), request.params.insurerCode);
      const created = await creation.create({
        user: currentUser(request),
        body: request.body,
        idempotencyKey: request.headers['idempotency-key'],
        caller: callerOf(request),
      });
      return reply.status(201).send(created);
    },
  });

  routes.route({
    ...routeOf(contracts.resendRequest),
    config: { callers: POLICYHOLDERS },
    handler: async (request) =>
      commands.resend(
        currentPrincipal(request),
        request.params.paId,
        request.body,
        callerOf(request),
        idempotentCallOf(request, currentPrincipal(request)),
      ),
  });

  routes.route({
    ...routeOf(contracts.cancelRequest),
    config: { callers: POLICYHOLDERS },
    handler: async (request) =>
      commands.cancel(
        currentPrincipal(request),
        request.params.paId,
        request.body,
        callerOf(request),
        idempotentCallOf(request, currentPrincipal(request)),
      ),
  });

  routes.route({
    ...routeOf(contracts.amendRequest),
    config: { callers: POLICYHOLDERS },
    handler: async (request) =>
      commands.amend(
        currentPrincipal(request),
        request.params.paId,
        request.body,
        callerOf(request),
        idempotentCallOf(request, currentPrincipal(request)),
      ),
  });
}
