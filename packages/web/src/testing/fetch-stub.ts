import type { ErrorEnvelope } from '@preauth/shared';
import { vi } from 'vitest';

/** One call the app made, as the fake server saw it. */
export type RecordedCall = {
  method: string;
  path: string;
  /** The query string's parameters. */
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
};

/** What a route answers: a Response, or a thrown error standing for "no answer at all". */
type Handler = (call: RecordedCall) => Response | Promise<Response>;

/** Routes keyed by "METHOD /path" (path without query string), e.g. "GET /api/users/me". */
export type Routes = Record<string, Handler>;

/** A JSON answer. */
export const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** An error answer in the API's envelope. */
export const apiError = (status: number, envelope: ErrorEnvelope): Response =>
  json(status, envelope);

/** An answer without a body (e.g. 204, or a proxy's bare 502). */
/** A handler answering `responses` one call after another (a refusal, then a success). */
export function inTurn(...responses: Response[]): () => Response {
  let left = responses;
  return () => {
    const [next, ...rest] = left;
    left = rest;
    if (!next) throw new Error('No more answers for this call');
    return next;
  };
}

export const noBody = (status: number): Response => new Response(null, { status });

/** A call that never gets an answer until the test says so. */
export function deferred() {
  let resolve!: (response: Response) => void;
  const promise = new Promise<Response>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/**
 * Replaces `fetch` with a fake server at the HTTP level. Unknown calls fail the way a network
 * failure would, with a message naming the call, so a test never silently depends on them.
 */
export function stubFetch(routes: Routes) {
  const calls: RecordedCall[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call: RecordedCall = {
      method,
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init.headers),
      body,
    };
    calls.push(call);
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) throw new TypeError(`No fake answer for ${method} ${url.pathname}`);
    return handler(call);
  });
  vi.stubGlobal('fetch', fetchStub);
  return {
    calls,
    /** The calls made to one route. */
    callsTo: (route: string) => calls.filter((c) => `${c.method} ${c.path}` === route),
  };
}
