import { and, eq, exists, sql, type SQL } from 'drizzle-orm';
import type { Executor } from './database';
import * as t from './schema';

/**
 * The outer query's `policies` row is one this financial consultant serves (a row of
 * `policy_consultants`): what an insurance agent may raise requests on (issue 13).
 */
export function servedByConsultant(db: Executor, consultantId: string): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(t.policyConsultants)
      .where(
        and(
          eq(t.policyConsultants.policyId, t.policies.id),
          eq(t.policyConsultants.consultantId, consultantId),
        ),
      ),
  );
}
