import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './query-policy';

describe('retryDelayMs', () => {
  it('doubles from one second and stops at thirty', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });
});
