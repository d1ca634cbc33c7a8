import type { FastifyServerOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import { stdSerializers, type LoggerOptions } from 'pino';
import type { AppConfig } from '../config/env';

/**
 * Request logs carry a request id (`reqId`), the method, the path without its query string and the status.
 * Bodies, query strings and headers are never logged: they can hold an NRIC, a date of birth,
 * an OTP or a token.
 */
export const requestIdOptions: Pick<FastifyServerOptions, 'genReqId' | 'requestIdHeader'> = {
  requestIdHeader: false,
  genReqId: () => randomUUID(),
};

/** What an error may say in a log: never a failed query's statement, parameters or detail. */
const ERROR_FIELDS = ['type', 'code', 'constraint', 'table', 'column', 'routine'] as const;
const FAILED_QUERY = /^Failed query:[\s\S]*$/;
const SQLSTATE = /^[0-9A-Z]{5}$/;
const QUOTED = /"[^"]*"/g;

/**
 * Errors as logged: their kind, code and stack, but without what a database error carries about
 * the row (a failed query's parameters and the driver's `detail` hold names, NRICs, emails and
 * dates of birth), recursively through `cause`.
 */
export function errorWithoutValues(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const serialized = stdSerializers.err(error) as unknown as Record<string, unknown>;
  const kept: Record<string, unknown> = {};
  for (const field of ERROR_FIELDS)
    if (serialized[field] !== undefined) kept[field] = serialized[field];
  // A database error's message quotes the value it refused ('invalid input syntax … "1990-02-31"').
  const fromDatabase = typeof serialized.code === 'string' && SQLSTATE.test(serialized.code);
  const scrub = (text: string) => {
    const withoutQuery = text.replace(
      FAILED_QUERY,
      'Failed query (statement and values not logged)',
    );
    return fromDatabase ? withoutQuery.replace(QUOTED, '"…"') : withoutQuery;
  };
  kept.message = scrub(error.message);
  if (error.stack) kept.stack = error.stack.replace(error.message, scrub(error.message));
  if (error.cause !== undefined) kept.cause = errorWithoutValues(error.cause);
  return kept;
}

export function loggerOptions(config: AppConfig): LoggerOptions {
  return {
    level: config.logLevel,
    redact: ['req.headers', 'headers.authorization', '*.password', '*.otp', '*.nric', '*.dob'],
    serializers: {
      err: errorWithoutValues,
      req: (req: { method: string; url: string }) => ({
        method: req.method,
        path: req.url.split('?')[0],
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  };
}
