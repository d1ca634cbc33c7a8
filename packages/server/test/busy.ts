/** Keeps the thread busy for `ms`, as a long layout does (no await, no timer). */
export function busyFor(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // spin
  }
}

/** How long the slow certificate layout (`slow-certificate-worker.ts`) keeps its worker busy. */
export const SLOW_LAYOUT_MS = 2_000;
