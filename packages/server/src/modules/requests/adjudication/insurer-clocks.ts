import type { InsurerClocks } from '@preauth/shared';
import type { AppDeps } from '../../../core/http/context';
import { insurerClocks } from '../lifecycle/insurer-clocks.repository';
import { HOLIDAY_CACHE_TTL_MS } from './holiday-calendar';
import { createInsurerCache } from './insurer-cache';

/**
 * The insurers' clocks as this process last read them, for the work queue (read per call, like
 * the holiday dates, and trusted as long). No route changes them yet (issue 23 gathers an
 * insurer's policy), so nothing forgets them before their time.
 */
export function createClockSettings({ db, clock }: Pick<AppDeps, 'db' | 'clock'>) {
  const cache = createInsurerCache<InsurerClocks>(clock, HOLIDAY_CACHE_TTL_MS, (insurerId) =>
    insurerClocks(db, insurerId),
  );
  return { of: (insurerId: string) => cache.get(insurerId) };
}
