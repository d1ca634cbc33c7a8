import { INSURER_CLOCK_POLICY, type InsurerClocks } from '@preauth/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import * as t from '../../../core/db/schema';

// In the kernel: the insurer's queue and case read the clocks, and so do the emails that tell the
// insurer an urgent request is ready (issue 22).

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
