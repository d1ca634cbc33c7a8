import type { ErrorEnvelope, FieldIssue } from '@preauth/shared';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/errors';
import { AppError } from './errors';

/** Seconds a caller is asked to wait when the database is out of reach (a restart, a failover). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

function send(reply: FastifyReply, status: number, envelope: ErrorEnvelope) {
  return reply.status(status).send(envelope);
}

/** Fastify's own errors that mean "your request was wrong", with what a caller should read. */
const FRAMEWORK_ERRORS: Record<string, { status: number; envelope: ErrorEnvelope }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    envelope: { code: 'PAYLOAD_TOO_LARGE', detailMessage: 'The request is too large.' },
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    envelope: {
      code: 'UNSUPPORTED_MEDIA_TYPE',
      detailMessage: 'This content type is not accepted.',
    },
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    envelope: { code: 'BAD_REQUEST', detailMessage: 'The request length is not valid.' },
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    envelope: { code: 'BAD_REQUEST', detailMessage: 'The request body is empty.' },
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    envelope: { code: 'BAD_REQUEST', detailMessage: 'The request body is not valid JSON.' },
  },
};

/** One place that turns every failure into `{ detailMessage, code, issues? }`. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return send(reply, error.statusCode, {
        detailMessage: error.message,
        code: error.code,
        ...(error.issues ? { issues: error.issues } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues: FieldIssue[] = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? 'Invalid value.',
      }));
      return send(reply, 400, {
        detailMessage: issues[0]?.message ?? 'The request is not valid.',
        code: 'VALIDATION_FAILED',
        issues,
      });
    }
    const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
    if (known) return send(reply, known.status, known.envelope);
    if (isDatabaseUnavailable(error)) {
      // Nothing was wrong with the call: the database was out of reach or the connection broke,
      // and the pool reconnects by itself. A write that failed here was rolled back, unless its
      // commit was the statement that broke: the Idempotency-Key tells a create's retry which.
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return send(reply, 503, {
        code: 'SERVICE_UNAVAILABLE',
        detailMessage: 'The service is briefly unavailable. Please try again in a moment.',
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error(
        { err: error, path: request.routeOptions.url },
        'response did not match schema',
      );
    } else {
      request.log.error({ err: error }, 'unhandled error');
    }
    return send(reply, 500, {
      code: 'INTERNAL',
      detailMessage: 'Something went wrong on our side. Please try again.',
    });
  });
}
