/** The time source; tests pass a fake one to check expiries and windows without waiting. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
