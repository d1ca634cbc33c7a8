import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { ApiError, UnreachableError } from './api-error';
import {
  CONNECTION_TIMING,
  createPortalConnection,
  type PortalConnection,
} from './portal-connection';
import { createQueryClient } from './query-client';

const timing = { probeEveryMs: 1_000, backShownMs: 5_000 };

let connection: PortalConnection | undefined;

beforeEach(() => {
  vi.useFakeTimers();
  onlineManager.setOnline(true);
});

afterEach(() => {
  connection?.stop();
  connection = undefined;
  onlineManager.setOnline(true);
});

function connect(probe: () => Promise<boolean>) {
  connection = createPortalConnection({ probe, timing });
  return connection;
}

describe('portal connection', () => {
  it('is unreachable after a call without an answer, probes, and is back once the portal answers', async () => {
    let answers = false;
    const probe = vi.fn(() => Promise.resolve(answers));
    const portal = connect(probe);
    expect(portal.status()).toBe('connected');

    portal.lost();
    expect(portal.status()).toBe('unreachable');
    expect(onlineManager.isOnline()).toBe(false);

    await vi.advanceTimersByTimeAsync(timing.probeEveryMs);
    expect(probe).toHaveBeenCalledTimes(1);
    expect(portal.status()).toBe('unreachable');

    answers = true;
    await vi.advanceTimersByTimeAsync(timing.probeEveryMs);
    expect(portal.status()).toBe('back');
    expect(onlineManager.isOnline()).toBe(true);

    await vi.advanceTimersByTimeAsync(timing.backShownMs);
    expect(portal.status()).toBe('connected');
  });

  it("follows the browser's offline and online events", () => {
    const portal = connect(() => Promise.resolve(false));
    const seen: string[] = [];
    portal.subscribe(() => seen.push(portal.status()));

    onlineManager.setOnline(false);
    onlineManager.setOnline(true);
    expect(seen).toEqual(['unreachable', 'back']);
  });

  it('keeps its probe and back notice timings within a few seconds', () => {
    expect(CONNECTION_TIMING.probeEveryMs).toBeLessThanOrEqual(5_000);
    expect(CONNECTION_TIMING.backShownMs).toBeGreaterThanOrEqual(3_000);
  });
});

describe('reads while the portal cannot be reached', () => {
  it('wait instead of failing, and go on once the portal answers', async () => {
    let up = false;
    const portal = connect(() => Promise.resolve(up));
    const onError = vi.fn();
    const client = createQueryClient({
      onError,
      connection: portal,
      overrides: { queries: { retryDelay: 0 } },
    });
    // As QueryClientProvider does: the client then hears the onlineManager.
    client.mount();
    onTestFinished(() => client.unmount());
    const queryFn = vi.fn(() =>
      up ? Promise.resolve('data') : Promise.reject(new UnreachableError()),
    );

    const result = client.fetchQuery({ queryKey: ['x'], queryFn });
    await vi.advanceTimersByTimeAsync(10 * timing.probeEveryMs);
    expect(portal.status()).toBe('unreachable');
    expect(onError).not.toHaveBeenCalled();
    const triesWhileDown = queryFn.mock.calls.length;

    up = true;
    await vi.advanceTimersByTimeAsync(timing.probeEveryMs);
    await expect(result).resolves.toBe('data');
    expect(triesWhileDown).toBeLessThanOrEqual(2);
    expect(onError).not.toHaveBeenCalled();
  });

  it('still fail on an answer that is an error', async () => {
    const portal = connect(() => Promise.resolve(true));
    const client = createQueryClient({
      connection: portal,
      overrides: { queries: { retryDelay: 0 } },
    });
    const failing = client.fetchQuery({
      queryKey: ['y'],
      queryFn: () => Promise.reject(new ApiError(404)),
    });
    await expect(failing).rejects.toBeInstanceOf(ApiError);
    expect(portal.status()).toBe('connected');
  });

  it('do not hold writes back: a write without an answer fails at once and marks the portal unreachable', async () => {
    const portal = connect(() => Promise.resolve(false));
    const client = createQueryClient({ connection: portal });
    onlineManager.setOnline(false);
    const mutationFn = vi.fn(() => Promise.reject(new UnreachableError()));
    const write = client.getMutationCache().build(client, { mutationFn }).execute(undefined);
    await expect(write).rejects.toBeInstanceOf(UnreachableError);
    expect(mutationFn).toHaveBeenCalledOnce();
    expect(portal.status()).toBe('unreachable');
  });
});
