import { isWorkingDate } from '@preauth/shared';
import { describe, expect, it } from 'vitest';
import { SINGAPORE_HOLIDAYS } from './singapore-holidays';

const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

describe('SINGAPORE_HOLIDAYS', () => {
  it('has eleven gazetted holidays a year, each date once', () => {
    for (const year of ['2026', '2027']) {
      const gazetted = SINGAPORE_HOLIDAYS.filter((h) => h.date.startsWith(year) && !h.observed);
      expect(gazetted, year).toHaveLength(11);
    }
    const dates = SINGAPORE_HOLIDAYS.map((h) => h.date);
    expect(new Set(dates).size).toBe(dates.length);
  });

  it('gives the Monday after every Sunday holiday, and no day for a Saturday one', () => {
    const dates = new Set(SINGAPORE_HOLIDAYS.map((h) => h.date));
    for (const holiday of SINGAPORE_HOLIDAYS.filter((h) => !h.observed)) {
      const next = new Date(Date.parse(`${holiday.date}T00:00:00Z`) + 86_400_000)
        .toISOString()
        .slice(0, 10);
      if (weekday(holiday.date) === 0) {
        const inLieu = SINGAPORE_HOLIDAYS.find((h) => h.date === next);
        expect(inLieu?.observed, holiday.date).toBe(true);
      }
      if (weekday(holiday.date) === 6 && !dates.has(next)) {
        // Hari Raya Puasa 2026 and Labour Day and Christmas 2027 fall on a Saturday.
        expect(
          isWorkingDate(
            new Date(Date.parse(`${next}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10),
            dates,
          ),
        ).toBe(true);
      }
    }
    expect(SINGAPORE_HOLIDAYS.filter((h) => h.observed).every((h) => weekday(h.date) === 1)).toBe(
      true,
    );
  });
});
