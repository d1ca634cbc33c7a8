import {
  amendRequestBodySchema,
  cancelRequestBodySchema,
  createRequestPayloadSchema,
  createRequestResponseSchema,
  insurerRequestParamsSchema,
  requestCommandResponseSchema,
  requestParamsSchema,
  resendRequestBodySchema,
} from '@preauth/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { callerOf, currentUser } from '../../../core/http/context';
import { idempotencyHeadersSchema, idempotentCallOf } from '../../../core/http/idempotency';
import { POLICYHOLDERS, currentPrincipal, requireOwnInsurer } from '../../../core/http/principal';
import { errorResponses } from '../../../core/http/openapi';
import { createTransitionEngine } from '../lifecycle/transition-engine';
import { createRequestCommands } from './request-commands.service';
import { createRequestCreation } from './create-request.service';

/** The policyholder's commands: create, resend, cancel, amend. */
export async function policyholderRequestsModule(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearerAuth: [] }];
  const creation = createRequestCreation(app.deps);
  const commands = createRequestCommands(createTransitionEngine(app.deps));

  routes.post(
    '/api/insurers/:insurerCode/requests',
    {
      config: { callers: POLICYHOLDERS },
      schema: {
        tags: ['requests'],
        summary: 'Create a pre-authorisation request (policyholder)',
        security,
        params: insurerRequestParamsSchema.pick({ insurerCode: true }),
        headers: idempotencyHeadersSchema,
        body: createRequestPayloadSchema,
        response: {
          201: createRequestResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409, 422),
        },
      },
    },
    async (request, reply) => {
      requireOwnInsurer(currentPrincipal(request), request.params.insurerCode);
      const created = await creation.create({
        user: currentUser(request),
        body: request.body,
        idempotencyKey: request.headers['idempotency-key'],
        caller: callerOf(request),
      });
      return reply.status(201).send(created);
    },
  );

  /** `paced`: the command may be refused for coming too soon or too often (429). */
  const commandSchema = <B extends z.ZodType>(summary: string, body: B, ...paced: 429[]) => ({
    config: { callers: POLICYHOLDERS },
    schema: {
      tags: ['requests'],
      summary,
      security,
      params: requestParamsSchema,
      headers: idempotencyHeadersSchema,
      body,
      response: {
        200: requestCommandResponseSchema,
        ...errorResponses(400, 401, 403, 404, 409, 422, ...paced),
      },
    },
  });

  routes.put(
    '/api/requests/:paId/resend',
    commandSchema(
      'Send the request to the doctor again, to this address (60 s apart, 5 an hour)',
      resendRequestBodySchema,
      429,
    ),
    async (request) =>
      commands.resend(
        currentPrincipal(request),
        request.params.paId,
        request.body,
        callerOf(request),
        idempotentCallOf(request, currentPrincipal(request)),
      ),
  );

  routes.put(
    '/api/requests/:paId/cancel',
    commandSchema('Cancel the request', cancelRequestBodySchema),
    async (request) =>
      commands.cancel(
        currentPrincipal(request),
        request.params.paId,
        request.body,
        callerOf(request),
        idempotentCallOf(request, currentPrincipal(request)),
      ),
  );

  routes.put(
    '/api/requests/:paId/amend',
    commandSchema('Amend the request: the doctor is asked again', amendRequestBodySchema),
    async (request) =>
      commands.amend(
        currentPrincipal(request),
        request.params.paId,
        request.body,
        callerOf(request),
        idempotentCallOf(request, currentPrincipal(request)),
      ),
  );
}
