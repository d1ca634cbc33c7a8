import type { InsurerPolicy } from '@preauth/shared';
import type { AppDeps } from '../../../core/http/context';
import { insurerPolicy } from '../lifecycle/insurer-policy.repository';
import { HOLIDAY_CACHE_TTL_MS } from './holiday-calendar';
import { createInsurerCache } from './insurer-cache';

/**
 * The insurers' policies as this process last read them, for the work queue (read per call, like
 * the holiday dates, and trusted as long). A change through this process forgets the insurer's
 * entry once committed (`forget`); another process's copy lives out its few seconds.
 */
export function createInsurerPolicies({ db, clock }: Pick<AppDeps, 'db' | 'clock'>) {
  const cache = createInsurerCache<InsurerPolicy>(clock, HOLIDAY_CACHE_TTL_MS, (insurerId) =>
    insurerPolicy(db, insurerId),
  );
  return { of: (insurerId: string) => cache.get(insurerId), forget: cache.forget };
}
export type InsurerPolicies = ReturnType<typeof createInsurerPolicies>;
