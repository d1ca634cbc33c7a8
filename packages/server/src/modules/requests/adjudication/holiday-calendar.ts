import type { HolidayDates } from '@preauth/shared';
import type { AppDeps } from '../../../core/http/context';
import { holidayDates } from './holidays.repository';
import { createInsurerCache } from './insurer-cache';

/**
 * How long this process trusts an insurer's holiday dates (and its clocks) without reading them
 * again: the bound on how late another server process's queue notices a change made there
 * (docs/decisions/049-work-queue-working-days-holds-case-view-and-holidays-server.md).
 */
export const HOLIDAY_CACHE_TTL_MS = 5_000;

/**
 * The insurers' holiday dates as this process last read them, for the work queue's working-day
 * arithmetic (a few dozen dates each).
 */
export function createHolidayCalendar({ db, clock }: Pick<AppDeps, 'db' | 'clock'>) {
  const cache = createInsurerCache<HolidayDates>(clock, HOLIDAY_CACHE_TTL_MS, (insurerId) =>
    holidayDates(db, insurerId),
  );
  return {
    /** The insurer's holiday dates, read again when the TTL has run out (or the clock went back). */
    dates: (insurerId: string) => cache.get(insurerId),
    /** Forgets the insurer's dates, after a change of its holidays commits. */
    forget: (insurerId: string) => cache.forget(insurerId),
  };
}

export type HolidayCalendar = ReturnType<typeof createHolidayCalendar>;
