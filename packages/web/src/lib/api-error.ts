import type { ErrorCode, ErrorEnvelope } from '@preauth/shared';

/**
 * The server answered, but not with success. `body` is the `{ detailMessage, code, issues? }`
 * envelope when the answer carried one, and undefined when it carried no (readable) body.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly body: ErrorEnvelope | undefined;

  constructor(status: number, body?: ErrorEnvelope) {
    super(body?.detailMessage ?? `The server answered with status ${status}.`);
    this.status = status;
    this.body = body;
  }

  get code(): ErrorCode | undefined {
    return this.body?.code;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
