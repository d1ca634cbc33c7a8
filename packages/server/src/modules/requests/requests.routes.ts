import {
  amendRequestBodySchema,
  cancelRequestBodySchema,
  createRequestPayloadSchema,
  createRequestResponseSchema,
  insurerRequestParamsSchema,
  requestCommandResponseSchema,
  requestDetailQuerySchema,
  requestDetailSchema,
  requestParamsSchema,
  resendRequestBodySchema,
} from '@preauth/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, currentUser } from '../../core/http/context';
import { errorResponses } from '../../core/http/openapi';
import { findRequestForCaller } from './request-access';
import { createRequestCommands } from './request-commands.service';
import { createRequestCreation } from './request-create.service';
import { loadRequestDetail } from './request-detail.repository';
import { scopeOf } from './request-scope';

/** Loose, so validating it keeps the other headers (the bearer token among them). */
const createHeadersSchema = z.looseObject({
  /** A retried create with the same key answers the first request instead of making another. */
  'idempotency-key': z.string().trim().min(1).max(200).optional(),
});

/** The policyholder's request: create, read, resend, cancel, amend. */
export async function requestsModule(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearerAuth: [] }];
  const creation = createRequestCreation(app.deps);
  const commands = createRequestCommands(app.deps);

  routes.post(
    '/api/insurers/:insurerCode/requests',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['requests'],
        summary: 'Create a pre-authorisation request (policyholder)',
        security,
        params: insurerRequestParamsSchema.pick({ insurerCode: true }),
        headers: createHeadersSchema,
        body: createRequestPayloadSchema,
        response: {
          201: createRequestResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const created = await creation.create({
        user: currentUser(request),
        insurerCode: request.params.insurerCode,
        body: request.body,
        idempotencyKey: request.headers['idempotency-key'],
        caller: callerOf(request),
      });
      return reply.status(201).send(created);
    },
  );

  routes.get(
    '/api/insurers/:insurerCode/requests/:paId',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['requests'],
        summary: 'A request with its status history and, once submitted, its clinical details',
        security,
        params: insurerRequestParamsSchema,
        querystring: requestDetailQuerySchema,
        response: { 200: requestDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { insurerCode, paId } = request.params;
      const row = await findRequestForCaller(
        app.deps,
        currentUser(request),
        scopeOf(request),
        paId,
        callerOf(request),
        insurerCode,
      );
      return loadRequestDetail(app.deps.db, row, request.query.expanded);
    },
  );

  const commandSchema = <B extends z.ZodType>(summary: string, body: B) => ({
    preHandler: app.authenticate,
    schema: {
      tags: ['requests'],
      summary,
      security,
      params: requestParamsSchema,
      body,
      response: { 200: requestCommandResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
  });

  routes.put(
    '/api/requests/:paId/resend',
    commandSchema('Send the request to the doctor again, to this address', resendRequestBodySchema),
    async (request) =>
      commands.resend(currentUser(request), request.params.paId, request.body, callerOf(request)),
  );

  routes.put(
    '/api/requests/:paId/cancel',
    commandSchema('Cancel the request', cancelRequestBodySchema),
    async (request) =>
      commands.cancel(currentUser(request), request.params.paId, request.body, callerOf(request)),
  );

  routes.put(
    '/api/requests/:paId/amend',
    commandSchema('Amend the request: the doctor is asked again', amendRequestBodySchema),
    async (request) =>
      commands.amend(currentUser(request), request.params.paId, request.body, callerOf(request)),
  );
}
