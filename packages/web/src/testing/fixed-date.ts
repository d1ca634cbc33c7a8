import { afterEach, beforeEach, vi } from 'vitest';

/**
 * The tests of the calling file run with `Date` fixed at `instant` (only Date: user-event still
 * needs real timers), with the fakes and mocks undone after each.
 */
export function withDateFixedAt(instant: Date): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(instant);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
}
