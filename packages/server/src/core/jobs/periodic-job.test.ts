import { describe, expect, it } from 'vitest';
import { periodicJob } from './periodic-job';

describe('periodicJob', () => {
  it('runs at once, then after each interval, until stopped', async () => {
    let rounds = 0;
    const job = periodicJob(
      async () => void (rounds += 1),
      () => undefined,
    );

    job.start(20);
    await expect.poll(() => rounds).toBeGreaterThanOrEqual(3);
    await job.stop();
    const stoppedAt = rounds;
    await new Promise((resolve) => setTimeout(resolve, 60));

    expect(rounds).toBe(stoppedAt);
  });

  it('follows a round that reports more work at once', async () => {
    let rounds = 0;
    const job = periodicJob(
      async () => (rounds += 1) < 5,
      () => undefined,
    );

    // A long interval: only the immediate follow-ups can reach five rounds.
    job.start(60_000);
    await expect.poll(() => rounds).toBe(5);
    await job.stop();
  });

  it('reports a failed round and runs the next one as planned', async () => {
    const errors: unknown[] = [];
    let rounds = 0;
    const job = periodicJob(
      async () => {
        rounds += 1;
        if (rounds === 1) throw new Error('database away');
      },
      (error) => errors.push(error),
    );

    job.start(10);
    await expect.poll(() => rounds).toBeGreaterThanOrEqual(2);
    await job.stop();

    expect(errors).toEqual([new Error('database away')]);
  });
});
