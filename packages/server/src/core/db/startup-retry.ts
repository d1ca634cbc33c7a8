import { isDatabaseUnavailable } from './errors';

export interface StartupRetryOptions {
  /** How long to keep trying after the first failure; 0 means one attempt. */
  timeoutSeconds: number;
  /** Told of each failed attempt that will be tried again. */
  onRetry?: (error: unknown, attempt: number, delayMs: number) => void;
  /** Injected by tests, so they need not wait. */
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

/** The first pause between attempts; it doubles up to MAX_DELAY_MS. */
const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 5_000;

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` (the start-up's migrations and demo data) and tries again while the database is
 * out of reach (refused, not yet accepting connections, the connection lost), pausing 0.25 s,
 * 0.5 s, 1 s … up to 5 s between tries, until `timeoutSeconds` have passed since the first try;
 * then answers the last error. Any other error is answered at once: retrying a wrong statement
 * would only repeat it.
 */
export async function retryWhileUnavailable<T>(
  attempt: () => Promise<T>,
  { timeoutSeconds, onRetry, sleep = realSleep, now = Date.now }: StartupRetryOptions,
): Promise<T> {
  const deadline = now() + timeoutSeconds * 1000;
  let delayMs = FIRST_DELAY_MS;
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      const left = deadline - now();
      if (!isDatabaseUnavailable(error) || left <= 0) throw error;
      const pause = Math.min(delayMs, left);
      onRetry?.(error, tries, pause);
      await sleep(pause);
      delayMs = Math.min(delayMs * 2, MAX_DELAY_MS);
    }
  }
}
