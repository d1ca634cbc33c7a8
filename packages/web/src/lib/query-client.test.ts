import { QUERY_POLICY, retryDelayMs } from '@preauth/shared';
import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createErrorEnvelope } from '../testing/data-generators';
import { ApiError } from './api-error';
import { createQueryClient, shouldRetryRead } from './query-client';

describe('query client (specification 000 §9)', () => {
  const defaults = createQueryClient().getDefaultOptions();

  it('keeps unused data 5 minutes and treats data as fresh for 20 minutes', () => {
    expect(defaults.queries?.gcTime).toBe(5 * 60 * 1000);
    expect(defaults.queries?.staleTime).toBe(20 * 60 * 1000);
  });

  it('waits min(1000 × 2^attempt, 30000) ms before each retry', () => {
    const delay = defaults.queries?.retryDelay;
    expect(delay).toBe(retryDelayMs);
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => retryDelayMs(n))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });

  it('retries a failed read up to 3 times', () => {
    const retry = defaults.queries?.retry as (count: number, error: unknown) => boolean;
    const serverError = new ApiError(500);
    expect([0, 1, 2, 3].map((count) => retry(count, serverError))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(retry(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(QUERY_POLICY.readRetries).toBe(3);
  });

  it('does not retry a read the server answered with 4xx', () => {
    for (const status of [400, 401, 403, 404, 409, 429]) {
      expect(shouldRetryRead(0, new ApiError(status, createErrorEnvelope()))).toBe(false);
    }
  });

  it('never retries a write', () => {
    expect(defaults.mutations?.retry).toBe(0);
  });

  it('reports each finally failed read once, after its retries, and each failed write', async () => {
    const onError = vi.fn();
    const client = createQueryClient({ onError, overrides: { queries: { retryDelay: 0 } } });
    const queryFn = vi.fn().mockRejectedValue(new ApiError(503));

    await client
      .fetchQuery({ queryKey: ['x'], queryFn, meta: { readVerb: 'read' } })
      .catch(() => {});
    expect(queryFn).toHaveBeenCalledTimes(4);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(expect.any(ApiError), 'read', { readVerb: 'read' });

    const mutationFn = vi.fn().mockRejectedValue(new ApiError(503));
    await client
      .getMutationCache()
      .build(client, { mutationFn })
      .execute(undefined)
      .catch(() => {});
    expect(mutationFn).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenLastCalledWith(expect.any(ApiError), 'write', {});
  });

  it.each(['REQUEST_CHANGED', 'NOT_ALLOWED_IN_STATUS', 'ALREADY_EXISTS'] as const)(
    'after a write refused with 409 %s, marks every read stale and reads those in use again',
    async (code) => {
      const onError = vi.fn();
      const client = createQueryClient({ onError });
      client.setQueryData(['shown'], 1);
      // Shown on screen: observed, fresh for 20 minutes, and read again all the same.
      const observer = new QueryObserver(client, { queryKey: ['shown'], queryFn: () => 2 });
      const unobserve = observer.subscribe(() => {});
      client.setQueryData(['other'], 1);
      const refused = new ApiError(409, createErrorEnvelope({ code }));

      await client
        .getMutationCache()
        .build(client, { mutationFn: () => Promise.reject(refused) })
        .execute(undefined)
        .catch(() => {});

      expect(onError).toHaveBeenCalledWith(refused, 'write', {});
      await vi.waitFor(() => expect(client.getQueryData(['shown'])).toBe(2));
      expect(client.getQueryState(['other'])?.isInvalidated).toBe(true);
      unobserve();
    },
  );

  it('reads nothing again after a generic 409 CONFLICT or any other refused write', async () => {
    const client = createQueryClient();
    client.setQueryData(['shown'], 1);
    for (const refused of [
      new ApiError(409, createErrorEnvelope({ code: 'CONFLICT' })),
      new ApiError(400, createErrorEnvelope({ code: 'VALIDATION_FAILED' })),
    ]) {
      await client
        .getMutationCache()
        .build(client, { mutationFn: () => Promise.reject(refused) })
        .execute(undefined)
        .catch(() => {});
    }
    expect(client.getQueryState(['shown'])?.isInvalidated).toBe(false);
  });
});
