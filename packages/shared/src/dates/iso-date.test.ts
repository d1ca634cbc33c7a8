import { describe, expect, it } from 'vitest';
import { optionalDateSchema, requiredDateSchema, singaporeDate } from './iso-date';

describe('date schemas', () => {
  it('take an ISO date', () => {
    expect(requiredDateSchema('Please choose a date.').parse('2026-02-01')).toBe('2026-02-01');
    expect(optionalDateSchema('Not a date.').parse('2026-02-01')).toBe('2026-02-01');
  });

  it('refuse a missing required date with its message', () => {
    const result = requiredDateSchema('Please choose a date.').safeParse(null);
    expect(result.error?.issues[0]?.message).toBe('Please choose a date.');
  });

  it('accept a missing optional date, and refuse what is not an ISO date', () => {
    expect(optionalDateSchema('Not a date.').parse(null)).toBeNull();
    const result = requiredDateSchema('Please choose a date.').safeParse('01-02-2026');
    expect(result.error?.issues[0]?.message).toBe('Please choose a date.');
    expect(optionalDateSchema('Not a date.').safeParse('2026-02-31').success).toBe(false);
  });
});

describe('singaporeDate', () => {
  it('is the calendar day in Singapore, eight hours ahead of UTC', () => {
    expect(singaporeDate(new Date('2026-11-22T15:59:59Z'))).toBe('2026-11-22');
    expect(singaporeDate(new Date('2026-11-22T16:00:00Z'))).toBe('2026-11-23');
  });
});
