import { describe, expect, it } from 'vitest';
import {
  DATE_MESSAGES,
  displayIsoDate,
  isoDateSchema,
  displaySingaporeDateTime,
  displaySingaporeDay,
  displaySingaporeTime,
  optionalDateSchema,
  requiredDateSchema,
  singaporeDate,
  startOfSingaporeDay,
} from './iso-date';

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

describe('the range of dates', () => {
  it('takes 01-01-1900 to 31-12-2100 and refuses anything outside with its message', () => {
    expect(isoDateSchema().parse('1900-01-01')).toBe('1900-01-01');
    expect(isoDateSchema().parse('2100-12-31')).toBe('2100-12-31');
    for (const day of ['0000-01-01', '0202-05-01', '1899-12-31', '2101-01-01', '9999-12-31']) {
      expect(isoDateSchema('Not a date.').safeParse(day).error?.issues, day).toEqual([
        expect.objectContaining({ message: DATE_MESSAGES.outOfRange }),
      ]);
    }
    expect(DATE_MESSAGES.outOfRange).toBe('Please enter a date between 01-01-1900 and 31-12-2100.');
  });

  it('says only that a date is not a date when it is not one', () => {
    expect(isoDateSchema('Not a date.').safeParse('2026-02-30').error?.issues).toEqual([
      expect.objectContaining({ message: 'Not a date.' }),
    ]);
  });

  it('applies to the required and optional date fields', () => {
    const required = requiredDateSchema('Please choose a date.').safeParse('1800-01-01');
    const optional = optionalDateSchema('Not a date.').safeParse('2200-01-01');
    expect(required.error?.issues[0]?.message).toBe(DATE_MESSAGES.outOfRange);
    expect(optional.error?.issues[0]?.message).toBe(DATE_MESSAGES.outOfRange);
  });
});

describe('singaporeDate', () => {
  it('is the calendar day in Singapore, eight hours ahead of UTC', () => {
    expect(singaporeDate(new Date('2026-11-22T15:59:59Z'))).toBe('2026-11-22');
    expect(singaporeDate(new Date('2026-11-22T16:00:00Z'))).toBe('2026-11-23');
  });
});

describe('startOfSingaporeDay', () => {
  it('is 00:00 in Singapore, 16:00 UTC the day before', () => {
    expect(startOfSingaporeDay('2026-11-23').toISOString()).toBe('2026-11-22T16:00:00.000Z');
    expect(singaporeDate(startOfSingaporeDay('2026-11-23'))).toBe('2026-11-23');
  });
});

describe('dates as shown', () => {
  it('shows an ISO date as dd-MM-yyyy', () => {
    expect(displayIsoDate('2026-02-01')).toBe('01-02-2026');
  });

  it("shows an instant as its Singapore day: 23:30 UTC is already the next day's morning", () => {
    expect(displaySingaporeDay(new Date('2026-02-01T23:30:00Z'))).toBe('02-02-2026');
    expect(displaySingaporeDay(new Date('2026-02-01T15:59:00Z'))).toBe('01-02-2026');
  });

  it('shows an instant as its Singapore day and 24-hour time', () => {
    expect(displaySingaporeDateTime(new Date('2026-02-01T23:30:00Z'))).toBe('02-02-2026 07:30');
    expect(displaySingaporeDateTime(new Date('2026-02-01T15:59:00Z'))).toBe('01-02-2026 23:59');
  });

  it('shows an instant as its Singapore time of day, HH:mm', () => {
    expect(displaySingaporeTime(new Date('2026-02-01T23:30:00Z'))).toBe('07:30');
    expect(displaySingaporeTime(new Date('2026-02-01T09:00:00Z'))).toBe('17:00');
  });
});
