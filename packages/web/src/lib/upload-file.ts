import { UPLOAD_FIELD_NAME, errorEnvelopeSchema } from '@preauth/shared';
import { z } from 'zod';
import { ApiError, UnreachableError } from './api-error';
import { reportSessionActivity } from './session-activity';
import { readAccessToken } from './session-storage';

/** The upload endpoints answer a list whose first item is the stored file (000 §7). */
const uploadedFileSchema = z.object({ uploadId: z.coerce.string(), fileName: z.string() });

export type UploadedFile = { uploadId: string; fileName: string };

/** Called with the share of the file sent so far, 0 to 100. */
export type UploadProgressListener = (percent: number) => void;

/** Sends one file; the UploadArea takes any function of this shape (the gallery passes a fake). */
export type Uploader = (
  file: File,
  onProgress: UploadProgressListener,
  signal?: AbortSignal,
) => Promise<UploadedFile>;

/** Multipart field name the server reads the file from (000 §7). */

/**
 * POSTs a file as multipart/form-data (field `file`) with the bearer token, reporting progress.
 * XMLHttpRequest rather than fetch: only it reports how much of the request body has been sent.
 * Like the API client it only talks HTTP: a non-2xx answer rejects with an `ApiError`, no answer
 * with an `UnreachableError`, an abort with an AbortError; what to show is up to the caller.
 */
export function uploadFile(
  url: string,
  file: File,
  onProgress: UploadProgressListener = () => {},
  signal?: AbortSignal,
  /** A link session's token, sent instead of the login's (see `RequestOptions.bearerToken`). */
  bearerToken?: string,
): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    const loginToken = bearerToken === undefined ? readAccessToken() : null;
    const token = bearerToken ?? loginToken;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    const sentAt = Date.now();
    // No Content-Type header: the browser writes it with the multipart boundary.

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => {
      const payload = parseJson(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) {
        const envelope = errorEnvelopeSchema.safeParse(payload);
        reject(new ApiError(xhr.status, envelope.success ? envelope.data : undefined));
        return;
      }
      if (loginToken) reportSessionActivity(sentAt);
      // Only the first item is used, so only it has to be readable.
      const parsed = uploadedFileSchema.safeParse(Array.isArray(payload) ? payload[0] : undefined);
      // A success answer we cannot read counts as an answer without a body.
      if (parsed.success) resolve(parsed.data);
      else reject(new ApiError(xhr.status));
    };
    xhr.onerror = () => reject(new UnreachableError());
    xhr.onabort = () => reject(abortError());
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const body = new FormData();
    body.append(UPLOAD_FIELD_NAME, file, file.name);
    xhr.send(body);
  });
}

/** The default uploader of an UploadArea: the real request to `url`. */
export const xhrUploader =
  (url: string, bearerToken?: string): Uploader =>
  (file, onProgress, signal) =>
    uploadFile(url, file, onProgress, signal, bearerToken);

function abortError(): DOMException {
  return new DOMException('The upload was cancelled.', 'AbortError');
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
