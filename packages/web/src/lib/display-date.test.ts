import { describe, expect, it } from 'vitest';
import { displayTimestampDate } from './display-date';

describe('displayTimestampDate', () => {
  it("shows a timestamp's day in Singapore as dd-MM-yyyy, not its day in UTC", () => {
    // 17:30 UTC on the 20th is 01:30 on the 21st in Singapore.
    expect(displayTimestampDate('2026-11-20T17:30:00.000Z')).toBe('21-11-2026');
    expect(displayTimestampDate('2026-11-20T15:59:59.000Z')).toBe('20-11-2026');
  });

  it('shows nothing for a missing or unreadable timestamp', () => {
    expect(displayTimestampDate('not a date')).toBe('');
    expect(displayTimestampDate(undefined)).toBe('');
  });
});
