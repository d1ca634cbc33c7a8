import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultPeriod, readHolidayYear, readPeriod } from './calendar-views';

/** Sets the clock to 10:00 in Singapore on an ISO date. */
const todayIs = (isoDate: string) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${isoDate}T10:00:00+08:00`));
};

describe("the calendar pages' views", () => {
  afterEach(() => vi.useRealTimers());

  it.each([
    // A Monday starts the 12th week; a Sunday ends it; Singapore's day, not UTC's.
    ['2026-11-23', '2026-09-07'],
    ['2026-11-29', '2026-09-07'],
    ['2026-11-30', '2026-09-14'],
  ])('on %s the last 12 weeks start on Monday %s', (today, from) => {
    todayIs(today);
    expect(defaultPeriod()).toEqual({ from, to: today });
  });

  it("reads Singapore's day just after midnight there (still the day before in UTC)", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-31T16:30:00.000Z'));
    expect(readHolidayYear(new URLSearchParams())).toBe(2027);
  });

  it('keeps a period the API takes and drops one it would refuse', () => {
    todayIs('2026-11-26');
    const last12Weeks = { from: '2026-09-07', to: '2026-11-26' };
    expect(readPeriod(new URLSearchParams('from=2026-01-01&to=2026-12-31'))).toEqual({
      from: '2026-01-01',
      to: '2026-12-31',
    });
    expect(readPeriod(new URLSearchParams('from=2026-11-15&to=2026-11-02'))).toEqual(last12Weeks);
    expect(readPeriod(new URLSearchParams('from=2025-01-01&to=2026-01-02'))).toEqual(last12Weeks);
    expect(readPeriod(new URLSearchParams('from=2026-02-30&to=2026-03-02'))).toEqual(last12Weeks);
  });

  it('keeps a year the API takes and drops any other', () => {
    todayIs('2026-11-26');
    expect(readHolidayYear(new URLSearchParams('year=2031'))).toBe(2031);
    expect(readHolidayYear(new URLSearchParams('year=99'))).toBe(2026);
    expect(readHolidayYear(new URLSearchParams('year=next'))).toBe(2026);
  });
});
