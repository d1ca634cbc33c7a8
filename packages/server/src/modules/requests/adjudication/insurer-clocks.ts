import { INSURER_CLOCK_POLICY, type InsurerClocks } from '@preauth/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import type { AppDeps } from '../../../core/http/context';
import * as t from '../../../core/db/schema';
import { HOLIDAY_CACHE_TTL_MS } from './holiday-calendar';
import { createInsurerCache } from './insurer-cache';

const s = t.insurerSettings;

/**
 * The insurer's decision clocks: the one read of them. Every insurer has its settings row (the
 * migration, the seed and the factories make it); one missing runs on the defaults rather than
 * leaving its requests without a due date.
 */
export async function insurerClocks(db: Executor, insurerId: string): Promise<InsurerClocks> {
  const [row] = await db
    .select({
      decisionWorkingDays: s.decisionWorkingDays,
      urgentDecisionHours: s.urgentDecisionHours,
    })
    .from(s)
    .where(eq(s.insurerId, insurerId));
  return row ?? INSURER_CLOCK_POLICY.defaults;
}

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
