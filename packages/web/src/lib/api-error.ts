import { type ErrorCode, type ErrorEnvelope, MESSAGES } from '@preauth/shared';

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

/**
 * There was no answer at all: offline, the connection refused or reset, a name that does not
 * resolve. The browser's own message for it ("Failed to fetch") says nothing to a user.
 */
export class UnreachableError extends Error {
  override readonly name = 'UnreachableError';

  constructor(cause?: unknown) {
    super(MESSAGES.unreachable, { cause });
  }
}

export function isUnreachable(error: unknown): error is UnreachableError {
  return error instanceof UnreachableError;
}
