import { DEFAULT_INSURER_POLICY, insurerPolicySchema, type InsurerPolicy } from '@preauth/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import * as t from '../../../core/db/schema';

// In the kernel: the insurer's queue and case read its clocks, and so do the emails that tell the
// insurer an urgent request is ready (issue 22); issue 23 gathers the rest of its policy here.

const s = t.insurerSettings;

/**
 * The insurer's policy: the one read of it. Every insurer has its settings row (the migration,
 * the seed and the factories make it); one missing runs on the defaults rather than leaving its
 * requests without a due date. A stored setting the schema refuses fails the read loudly: the
 * write path checks the same schema, so only a hand edit can get there.
 */
export async function insurerPolicy(db: Executor, insurerId: string): Promise<InsurerPolicy> {
  const [row] = await db
    .select({
      decisionWorkingDays: s.decisionWorkingDays,
      urgentDecisionHours: s.urgentDecisionHours,
      policy: s.policy,
    })
    .from(s)
    .where(eq(s.insurerId, insurerId));
  if (!row) return DEFAULT_INSURER_POLICY;
  const { policy, ...clocks } = row;
  return insurerPolicySchema.parse({ ...DEFAULT_INSURER_POLICY, ...policy, ...clocks });
}

/** Stores the insurer's whole policy, already parsed by the route's schema. */
export async function saveInsurerPolicy(
  db: Executor,
  insurerId: string,
  next: InsurerPolicy,
  now: Date,
): Promise<void> {
  const { decisionWorkingDays, urgentDecisionHours, ...policy } = next;
  const values = { decisionWorkingDays, urgentDecisionHours, policy, updatedAt: now };
  await db
    .insert(s)
    .values({ insurerId, ...values })
    .onConflictDoUpdate({ target: s.insurerId, set: values });
}
