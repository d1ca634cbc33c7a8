import {
  type DefaultOptions,
  type Mutation,
  MutationCache,
  type Query,
  QueryCache,
  QueryClient,
} from '@tanstack/react-query';
import { QUERY_POLICY, retryDelayMs } from '@preauth/shared';
import { ApiError, isUnreachable } from './api-error';
import { showsOutdatedData } from './conflict-kind';
import type { CallKind } from './error-message';
import type { PortalConnection } from './portal-connection';

/** Per-call hints read by the global error handling. */
export type CallMeta = {
  /** Verb of "Can't {verb} the data" for a read answered without a body (default "load"). */
  readVerb?: string;
  /** The call deals with an ended session itself (e.g. logout), so the global handling skips it. */
  handlesSessionEnd?: boolean;
  /**
   * The screen itself says what happened when this write is refused with a 409, next to the
   * current state it reads again; the global handling then shows no notification of its own.
   * `true`: for the conflicts that say what the screen shows is out of date (see
   * `conflict-kind.ts`); `'any'`: for every 409, the generic `CONFLICT` too (a case another
   * adjudicator holds, rules published meanwhile), on a screen that shows any 409's message.
   */
  explainsConflicts?: boolean | 'any';
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: CallMeta;
    mutationMeta: CallMeta;
  }
}

export type CallErrorHandler = (error: unknown, kind: CallKind, meta: CallMeta) => void;

/** Whether the call's screen says what this failure means itself (`explainsConflicts`). */
export function explainedByScreen(error: unknown, { explainsConflicts }: CallMeta): boolean {
  if (explainsConflicts === 'any') return error instanceof ApiError && error.status === 409;
  return explainsConflicts === true && showsOutdatedData(error);
}

/**
 * Reads are retried up to `QUERY_POLICY.readRetries` times (specification 000 §9), except when the
 * server answered 4xx: a refused, unauthorised or missing request is the server's considered
 * answer to that exact request, and asking again cannot change it — it would only delay the
 * message by the whole back-off.
 */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < QUERY_POLICY.readRetries;
}

export const queryDefaults = {
  queries: {
    gcTime: QUERY_POLICY.gcTimeMs,
    staleTime: QUERY_POLICY.staleTimeMs,
    retry: shouldRetryRead,
    // TanStack passes the 0-based count of failures so far, as `retryDelayMs` expects.
    retryDelay: retryDelayMs,
  },
  mutations: {
    retry: QUERY_POLICY.writeRetries,
    // A write is sent (and fails, saying so) even while the portal cannot be reached, rather
    // than waiting unseen and going off later, when the user may have moved on.
    networkMode: 'always',
  },
} satisfies DefaultOptions;

type QueryClientOptions = {
  /** Called once for every call that finally failed (after its retries). */
  onError?: CallErrorHandler;
  /** Test seam, e.g. a zero retry delay; merged over the policy defaults. */
  overrides?: DefaultOptions;
  /**
   * Told when a call gets no answer at all. With it, such a read never fails: it waits, paused,
   * until the portal answers again (see portal-connection), and is retried then.
   */
  connection?: Pick<PortalConnection, 'lost'>;
};

/**
 * The query client of the app. A write refused because what the screen shows is out of date (a
 * 409 `REQUEST_CHANGED`, `NOT_ALLOWED_IN_STATUS` or `ALREADY_EXISTS`, see `conflict-kind.ts`)
 * marks every cached read stale and reads those on screen again at once, so the screen shows the
 * server's current state (the request's status, the patients that can be chosen). The write's own
 * `onError` still runs, without waiting for those reads.
 */
export function createQueryClient({
  onError,
  overrides,
  connection,
}: QueryClientOptions = {}): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query: Query<unknown, unknown, unknown>) =>
        onError?.(error, 'read', query.meta ?? {}),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation: Mutation<unknown, unknown, unknown>) => {
        if (showsOutdatedData(error)) void client.invalidateQueries();
        if (isUnreachable(error)) connection?.lost();
        onError?.(error, 'write', mutation.meta ?? {});
      },
    }),
    defaultOptions: {
      queries: {
        ...queryDefaults.queries,
        ...(connection && {
          retry: (failureCount: number, error: unknown) => {
            if (!isUnreachable(error)) return shouldRetryRead(failureCount, error);
            connection.lost();
            return true;
          },
        }),
        ...overrides?.queries,
      },
      mutations: { ...queryDefaults.mutations, ...overrides?.mutations },
    },
  });
  return client;
}
