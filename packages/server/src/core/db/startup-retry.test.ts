import { describe, expect, it } from 'vitest';
import { DatabaseUnreachableError } from './errors';
import { retryWhileUnavailable } from './startup-retry';

/** A clock that moves only when the retry sleeps, so no test waits. */
function fakeTime() {
  let now = 0;
  const pauses: number[] = [];
  return {
    pauses,
    now: () => now,
    sleep: async (ms: number) => {
      pauses.push(ms);
      now += ms;
    },
  };
}

const refused = () =>
  new DatabaseUnreachableError(
    Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
  );

describe('retryWhileUnavailable', () => {
  it('tries again while the database is out of reach, pausing longer each time, and answers once it is back', async () => {
    const time = fakeTime();
    let tries = 0;
    const retried: number[] = [];

    const result = await retryWhileUnavailable(
      async () => {
        tries += 1;
        if (tries < 6) throw refused();
        return 'migrated';
      },
      { timeoutSeconds: 60, ...time, onRetry: (_error, attempt) => retried.push(attempt) },
    );

    expect(result).toBe('migrated');
    expect(time.pauses).toEqual([250, 500, 1_000, 2_000, 4_000]);
    expect(retried).toEqual([1, 2, 3, 4, 5]);
  });

  it('gives up with the last error once the time is over, pausing at most 5 s', async () => {
    const time = fakeTime();
    const last = refused();
    let tries = 0;

    await expect(
      retryWhileUnavailable(
        async () => {
          tries += 1;
          throw tries > 8 ? last : refused();
        },
        { timeoutSeconds: 20, ...time },
      ),
    ).rejects.toBe(last);
    expect(time.pauses).toEqual([250, 500, 1_000, 2_000, 4_000, 5_000, 5_000, 2_250]);
    expect(time.now()).toBe(20_000);
  });

  it('does not retry an error that is not about reaching the database', async () => {
    const time = fakeTime();
    const broken = new Error('relation "users" does not exist');
    let tries = 0;

    await expect(
      retryWhileUnavailable(
        async () => {
          tries += 1;
          throw broken;
        },
        { timeoutSeconds: 60, ...time },
      ),
    ).rejects.toBe(broken);
    expect(tries).toBe(1);
  });

  it('tries once when given no time', async () => {
    const time = fakeTime();
    await expect(
      retryWhileUnavailable(
        async () => {
          throw refused();
        },
        { timeoutSeconds: 0, ...time },
      ),
    ).rejects.toBeInstanceOf(DatabaseUnreachableError);
    expect(time.pauses).toEqual([]);
  });
});
