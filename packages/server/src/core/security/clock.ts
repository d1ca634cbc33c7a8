/** The time source; tests pass a fake one to check expiries and windows without waiting. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * Whole seconds from `now` until `at`, rounded up, and never below `least`: a wait announced to a
 * caller (a Retry-After of at least 1, a countdown that may reach 0).
 */
export function secondsUntil(at: Date, now: Date, least = 0): number {
  return Math.max(least, Math.ceil((at.getTime() - now.getTime()) / 1000));
}
