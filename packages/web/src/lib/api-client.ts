import { errorEnvelopeSchema } from '@preauth/shared';
import type { z } from 'zod';
import { ApiError } from './api-error';
import { reportSessionActivity } from './session-activity';
import { readAccessToken } from './session-storage';

/** Every call of the portal goes under this prefix (the dev server proxies it to the API). */
export const API_BASE = '/api';

type Method = 'GET' | 'POST' | 'PUT';

export type RequestOptions = {
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers, e.g. an `Idempotency-Key` that makes a retried write count once. */
  headers?: Record<string, string>;
};

/**
 * One HTTP call. It only talks HTTP: it adds the bearer token, parses the answer with the given
 * schema, and throws — an `ApiError` for any non-2xx answer, or the transport error itself when
 * there was no answer. What to show and where to go on an error is decided by the query layer.
 */
export async function request<Schema extends z.ZodType>(
  method: Method,
  path: string,
  schema: Schema | null,
  options: RequestOptions = {},
): Promise<z.output<Schema>> {
  const headers = new Headers({ ...options.headers, Accept: 'application/json' });
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');
  const response = await apiFetch(path, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  const payload = await readJson(response);

  if (schema === null) return undefined as z.output<Schema>;
  const parsed = schema.safeParse(payload);
  // A success answer we cannot read counts as an answer without a body.
  if (!parsed.success) throw new ApiError(response.status);
  return parsed.data;
}

/**
 * A fetch under the API prefix with the bearer token; the answer when it is 2xx, otherwise an
 * `ApiError` with the error envelope when the answer has one. A rejected fetch (offline, DNS,
 * CORS, abort) propagates as is: its message is what we show.
 */
export async function apiFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const token = readAccessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const sentAt = Date.now();
  const response = await fetch(`${API_BASE}${path}`, { ...init, headers });
  if (!response.ok) {
    const envelope = errorEnvelopeSchema.safeParse(await readJson(response));
    throw new ApiError(response.status, envelope.success ? envelope.data : undefined);
  }
  if (headers.has('Authorization')) reportSessionActivity(sentAt);
  return response;
}

/** The JSON body, or undefined when there is none or it is not JSON. */
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export const api = {
  get: <S extends z.ZodType>(path: string, schema: S, options?: Omit<RequestOptions, 'body'>) =>
    request('GET', path, schema, options),
  post: <S extends z.ZodType>(path: string, schema: S | null, options?: RequestOptions) =>
    request('POST', path, schema, options),
  put: <S extends z.ZodType>(path: string, schema: S | null, options?: RequestOptions) =>
    request('PUT', path, schema, options),
};
