import type { Clock } from '../src/core/security/clock';

export interface FakeClock extends Clock {
  advance(ms: number): void;
  set(date: Date): void;
}

/** A clock that moves only when told, so expiries and windows are tested without waiting. */
export function createFakeClock(start = new Date('2026-11-02T09:00:00Z')): FakeClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (date) => {
      current = date.getTime();
    },
  };
}
