import type { FastifyServerOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { LoggerOptions } from 'pino';
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

export function loggerOptions(config: AppConfig): LoggerOptions {
  return {
    level: config.logLevel,
    redact: ['req.headers', 'headers.authorization', '*.password', '*.otp', '*.nric', '*.dob'],
    serializers: {
      req: (req: { method: string; url: string }) => ({
        method: req.method,
        path: req.url.split('?')[0],
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  };
}
