import { UPLOAD_TEXTS } from '@preauth/shared';
import { AppError, TooManyRequestsError } from '../../core/http/errors';

export class UploadTooLargeError extends AppError {
  constructor() {
    super(413, 'PAYLOAD_TOO_LARGE', UPLOAD_TEXTS.tooLarge);
  }
}

export class UnsupportedUploadTypeError extends AppError {
  constructor(message: string = UPLOAD_TEXTS.unsupportedType) {
    super(415, 'UNSUPPORTED_MEDIA_TYPE', message);
  }
}

export class BadUploadError extends AppError {
  constructor(message: string) {
    super(400, 'BAD_REQUEST', message);
  }
}

/** The virus scanner is configured but gave no answer: nothing is stored unscanned. */
export class ScanUnavailableError extends AppError {
  constructor() {
    super(503, 'SERVICE_UNAVAILABLE', UPLOAD_TEXTS.scanUnavailable);
  }
}

/** Too many uploads by one uploader: in an hour, in bytes in a day, or at once. */
export class TooManyUploadsError extends TooManyRequestsError {
  constructor(message: string, retryAfterSeconds: number) {
    super('RATE_LIMITED', message, retryAfterSeconds);
  }
}

/**
 * A multipart body that ended before its closing boundary, or whose connection closed mid-body:
 * the parser's own error (@fastify/multipart tells it apart by this message too).
 */
export function isCutOffForm(error: unknown): boolean {
  if (!(error instanceof Error) || error instanceof AppError) return false;
  const code = (error as { code?: unknown }).code;
  return code === 'FST_MP_PREMATURE_CLOSE' || error.message === 'Unexpected end of multipart data';
}
