import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from './database';
import * as t from './schema';

/**
 * The policyholder holding a policy on this insured patient (the first by name when several do):
 * the one a patient's own request is raised under, and who authorises it (record 084). Null when
 * no policy of the insurer covers the patient.
 */
export async function coveringPolicyholderId(
  db: Executor,
  insurerId: string,
  patientId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ id: t.policyholders.id })
    .from(t.policies)
    .innerJoin(t.policyholders, eq(t.policyholders.id, t.policies.policyholderId))
    .where(and(eq(t.policies.insurerId, insurerId), eq(t.policies.patientId, patientId)))
    .orderBy(asc(t.policyholders.name), asc(t.policyholders.id))
    .limit(1);
  return row?.id ?? null;
}
