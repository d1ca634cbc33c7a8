export interface PeriodicJob {
  start(intervalMs: number): void;
  /** Stops scheduling and waits for a round in progress. */
  stop(): Promise<void>;
}

/**
 * Runs `round` now and then every `intervalMs` after the previous round ends, so rounds never
 * overlap within a process; a round that answers true (more work is waiting) is followed at once.
 * A failed round is reported and the next one runs as planned.
 */
export function periodicJob(
  round: () => Promise<boolean | void>,
  onError: (error: unknown) => void,
): PeriodicJob {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = true;

  function schedule(delayMs: number, intervalMs: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = undefined;
      running = round()
        .then(
          (more) => schedule(more ? 0 : intervalMs, intervalMs),
          (error: unknown) => {
            onError(error);
            schedule(intervalMs, intervalMs);
          },
        )
        .finally(() => {
          running = undefined;
        });
    }, delayMs);
    // A pending round never keeps the process alive.
    timer.unref();
  }

  return {
    start(intervalMs) {
      if (!stopped) return;
      stopped = false;
      schedule(0, intervalMs);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
