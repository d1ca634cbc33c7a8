import { MESSAGES, UPLOAD_TEXTS } from '@preauth/shared';
import { AppError } from '../../core/http/errors';

export class UploadTooLargeError extends AppError {
  constructor() {
    super(413, 'PAYLOAD_TOO_LARGE', MESSAGES.uploadTooLarge);
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
