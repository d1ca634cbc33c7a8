import type { HolidayDates } from '@preauth/shared';
import type { AppDeps } from '../../../core/http/context';
import { holidayDates } from './holidays.repository';

/**
 * How long this process trusts an insurer's holiday dates without reading them again: the bound
 * on how late another server process's queue notices a holiday added or removed there
 * (docs/decisions.md, "The queue's statements and holiday dates").
 */
export const HOLIDAY_CACHE_TTL_MS = 5_000;

interface Entry {
  /** When the read began, in the injected clock's milliseconds. */
  readAt: number;
  dates: Promise<HolidayDates>;
}

/**
 * The insurers' holiday dates as this process last read them, for the work queue's working-day
 * arithmetic, so a queue call within the TTL runs no holiday statement. A change made through
 * this process forgets the insurer's dates at once (`forget`, after its transaction commits).
 * One entry per insurer that asked (a few dozen dates each): nothing to evict.
 */
export function createHolidayCalendar({ db, clock }: Pick<AppDeps, 'db' | 'clock'>) {
  const entries = new Map<string, Entry>();
  return {
    /** The insurer's holiday dates, read again when the TTL has run out (or the clock went back). */
    dates(insurerId: string): Promise<HolidayDates> {
      const now = clock.now().getTime();
      const cached = entries.get(insurerId);
      if (cached && now >= cached.readAt && now - cached.readAt < HOLIDAY_CACHE_TTL_MS) {
        return cached.dates;
      }
      // The pending read is kept, so the calls of one moment share it; a failed one is not.
      const entry: Entry = { readAt: now, dates: holidayDates(db, insurerId) };
      entries.set(insurerId, entry);
      entry.dates.catch(() => {
        if (entries.get(insurerId) === entry) entries.delete(insurerId);
      });
      return entry.dates;
    },
    /**
     * Forgets the insurer's dates. Called after a change commits: a read begun before that is
     * dropped with its entry, and the next call reads the committed table.
     */
    forget(insurerId: string) {
      entries.delete(insurerId);
    },
  };
}

export type HolidayCalendar = ReturnType<typeof createHolidayCalendar>;
