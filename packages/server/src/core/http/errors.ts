import type { ErrorCode, FieldIssue } from '@preauth/shared';
import { MESSAGES } from '@preauth/shared';

/** A failure the caller can act on; the error handler turns it into the one error envelope. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly issues?: FieldIssue[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** Bad input found beyond the schema (e.g. a reference to a record that is not the caller's). */
export class ValidationError extends AppError {
  constructor(message: string, issues?: FieldIssue[]) {
    super(400, 'VALIDATION_FAILED', message, issues);
  }
}

export class UnauthenticatedError extends AppError {
  constructor(
    code: Extract<ErrorCode, 'UNAUTHENTICATED' | 'SESSION_EXPIRED' | 'INVALID_CREDENTIALS'>,
    message: string,
  ) {
    super(401, code, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You are not allowed to do this.') {
    super(403, 'FORBIDDEN', message);
  }
}

/** Also answered for what exists but the caller may not see, so existence is not revealed. */
export class NotFoundError extends AppError {
  constructor(message = 'Not found.') {
    super(404, 'NOT_FOUND', message);
  }
}

/** The request clashes with the current state; the code tells which kind of clash. */
export class ConflictError extends AppError {
  constructor(
    message: string,
    code: Extract<
      ErrorCode,
      'CONFLICT' | 'REQUEST_CHANGED' | 'NOT_ALLOWED_IN_STATUS' | 'ALREADY_EXISTS'
    > = 'CONFLICT',
  ) {
    super(409, code, message);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(
    code: Extract<ErrorCode, 'RATE_LIMITED'>,
    message: string,
    retryAfterSeconds: number,
  ) {
    super(429, code, message, undefined, { 'retry-after': String(Math.ceil(retryAfterSeconds)) });
  }
}

export const rateLimited = (retryAfterSeconds: number) =>
  new TooManyRequestsError('RATE_LIMITED', MESSAGES.tooManyRequests, retryAfterSeconds);
