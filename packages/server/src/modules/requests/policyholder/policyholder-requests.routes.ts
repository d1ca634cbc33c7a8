import { contracts } from '@preauth/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  callerOf,
  currentUser,
  type AppDeps,
  type CallerContext,
} from '../../../core/http/context';
import { ForbiddenError } from '../../../core/http/errors';
import { idempotentCallOf, type IdempotentCall } from '../../../core/http/idempotency';
import { currentPrincipal, requireOwnInsurer, type Principal } from '../../../core/http/principal';
import { routeOf } from '../../../core/http/openapi';
import { findRequestFor } from '../access/request-policy';
import { createTransitionEngine } from '../lifecycle/transition-engine';
import { createRequestCommands } from './request-commands.service';
import { createRequestCreation } from './create-request.service';

/**
 * An agent sees its clients' requests, but cancels only one it raised itself (lifecycle.md: "AG
 * (its own request)"); the lifecycle table then allows it from PEN only. Others pass.
 */
async function requireRaisedByAgent(
  deps: AppDeps,
  principal: Principal,
  paId: string,
  caller: CallerContext,
) {
  if (principal.kind !== 'user' || principal.user.userType !== 'insurance-agent') return;
  const row = await findRequestFor(deps, principal, paId, caller);
  if (row.createdByUserId !== principal.user.userId) throw new ForbiddenError();
}

/** A lifecycle command's arguments, as every command route reads them from its request. */
type CommandRequest<Body> = Pick<
  FastifyRequest,
  'headers' | 'method' | 'routeOptions' | 'ip' | 'id' | 'principal'
> & { params: { paId: string }; body: Body };

/** The handler of a route that runs one lifecycle command on the request named in its path. */
function runsCommand<Body, Result>(
  command: (
    principal: Principal,
    paId: string,
    body: Body,
    caller: CallerContext,
    idempotent: IdempotentCall | null,
  ) => Promise<Result>,
) {
  return async (request: CommandRequest<Body>) => {
    const principal = currentPrincipal(request);
    return command(
      principal,
      request.params.paId,
      request.body,
      callerOf(request),
      idempotentCallOf(request, principal),
    );
  };
}

/**
 * The policyholder's commands: create, resend, cancel, amend; an agent's create and cancel; the
 * insured patient's create for themselves (record 084); the policyholder and the agent
 * send the business office a new link; the agent, the policyholder a new authorisation link.
 */
export async function policyholderRequestsModule(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const creation = createRequestCreation(app.deps);
  const commands = createRequestCommands(createTransitionEngine(app.deps));
  const cancel = runsCommand(commands.cancel);

  routes.route({
    ...routeOf(contracts.createRequest),
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
    handler: runsCommand(commands.resend),
  });

  // The agent may send the office a new link on any of its clients' requests (a locked link is
  // not the agent's doing), so no `requireRaisedByAgent` here.
  routes.route({
    ...routeOf(contracts.resendOfficeLink),
    handler: runsCommand(commands.resendOfficeLink),
  });

  // The table gives it to the agent only (the policyholder authorises from the dashboard).
  routes.route({
    ...routeOf(contracts.resendAuthorisationLink),
    handler: runsCommand(commands.resendAuthorisationLink),
  });

  routes.route({
    ...routeOf(contracts.cancelRequest),
    handler: async (request) => {
      const principal = currentPrincipal(request);
      await requireRaisedByAgent(app.deps, principal, request.params.paId, callerOf(request));
      return cancel(request);
    },
  });

  routes.route({
    ...routeOf(contracts.amendRequest),
    handler: runsCommand(commands.amend),
  });
}
