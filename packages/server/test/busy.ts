/**
 * Keeps the thread busy for `ms`, as a long layout does (no await, no timer). Timed with
 * `performance.now()`: `Date.now()` counts whole milliseconds, so a wait from 12.9 to 1512.0
 * stopped short of `ms`, and the renderer test measuring at least `ms` failed now and then.
 */
export function busyFor(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // spin
  }
}

/** How long the slow certificate layout (`slow-certificate-worker.ts`) keeps its worker busy. */
export const SLOW_LAYOUT_MS = 2_000;
