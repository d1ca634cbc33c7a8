import {
  type ApiContract,
  type HttpMethod,
  type SuccessSchema,
  errorEnvelopeSchema,
  pathOf,
  successSchema,
} from '@preauth/shared';
import type { z } from 'zod';
import { ApiError, UnreachableError } from './api-error';
import { reportSessionActivity } from './session-activity';
import { readAccessToken } from './session-storage';

/** The API's prefix (the dev server proxies it to the API); every contract's path starts with it. */
export const API_BASE = '/api';

export type RequestOptions = {
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers, e.g. an `Idempotency-Key` that makes a retried write count once. */
  headers?: Record<string, string>;
  /**
   * A bearer token other than the login session's: an emailed link's session (doctor, business
   * office). It is sent instead of the login token and does not count as the login's activity.
   */
  bearerToken?: string;
};

type Input<S> = S extends z.ZodType ? z.input<S> : never;

/** What a call of the contract takes: its path parameters, query and body, typed by its schemas. */
export type CallOptions<C extends ApiContract> = Omit<RequestOptions, 'body'> &
  (C['schema']['params'] extends z.ZodType ? { params: Input<C['schema']['params']> } : unknown) &
  (C['schema']['querystring'] extends z.ZodType
    ? Partial<Input<C['schema']['querystring']>> extends Input<C['schema']['querystring']>
      ? { query?: Input<C['schema']['querystring']> }
      : { query: Input<C['schema']['querystring']> }
    : unknown) &
  (C['schema']['body'] extends z.ZodType ? { body: Input<C['schema']['body']> } : unknown);

/** The options argument, optional when the contract needs nothing in it. */
type CallArguments<C extends ApiContract> =
  Partial<CallOptions<C>> extends CallOptions<C>
    ? [options?: CallOptions<C>]
    : [options: CallOptions<C>];

type LooseCallOptions = RequestOptions & {
  params?: Record<string, string>;
  query?: Record<string, unknown>;
};

/** The URL of a contract's operation: its path with the parameters filled in, and the query. */
export function urlOf(
  contract: ApiContract,
  { params, query }: Pick<LooseCallOptions, 'params' | 'query'> = {},
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(key, String(value));
  }
  const path = pathOf(contract.path, params);
  return search.size > 0 ? `${path}?${search}` : path;
}

/**
 * Calls the operation a contract declares (packages/shared `contracts`) and parses its success
 * answer with the contract's schema; a wrong path parameter, query or body does not compile.
 */
export function callApi<C extends ApiContract>(
  contract: C,
  ...[options]: CallArguments<C>
): Promise<z.output<SuccessSchema<C>>> {
  const { params, query, ...rest } = (options ?? {}) as LooseCallOptions;
  return request(
    contract.method,
    urlOf(contract, { params, query }),
    successSchema(contract),
    rest,
  );
}

/**
 * One HTTP call. It only talks HTTP: it adds the bearer token, parses the answer with the given
 * schema, and throws — an `ApiError` for any non-2xx answer, an `UnreachableError` when there was
 * no answer. What to show and where to go on an error is decided by the query layer.
 */
async function request<Schema extends z.ZodType>(
  method: HttpMethod,
  url: string,
  schema: Schema | null,
  options: RequestOptions = {},
): Promise<z.output<Schema>> {
  const headers = new Headers({ ...options.headers, Accept: 'application/json' });
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');
  const response = await apiFetch(
    url,
    {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    },
    options.bearerToken,
  );
  const payload = await readJson(response);

  if (schema === null) return undefined as z.output<Schema>;
  // A 204 has no body; its schema (z.null()) reads that as null.
  const parsed = schema.safeParse(response.status === 204 ? null : payload);
  // A success answer we cannot read counts as an answer without a body.
  if (!parsed.success) throw new ApiError(response.status);
  return parsed.data;
}

/**
 * A fetch with the bearer token (the login session's, or `bearerToken` when given); the answer
 * when it is 2xx, otherwise an `ApiError` with the error envelope when the answer has one. A fetch
 * without an answer (offline, refused, DNS) is an `UnreachableError`; an abort propagates as is.
 */
export async function apiFetch(
  url: string,
  init: RequestInit = {},
  bearerToken?: string,
): Promise<Response> {
  const headers = new Headers(init.headers);
  const loginToken = bearerToken === undefined ? readAccessToken() : null;
  const token = bearerToken ?? loginToken;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const sentAt = Date.now();
  const response = await fetch(url, { ...init, headers }).catch((error: unknown) => {
    throw init.signal?.aborted ? error : new UnreachableError(error);
  });
  if (!response.ok) {
    const envelope = errorEnvelopeSchema.safeParse(await readJson(response));
    throw new ApiError(response.status, envelope.success ? envelope.data : undefined);
  }
  if (loginToken) reportSessionActivity(sentAt);
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
