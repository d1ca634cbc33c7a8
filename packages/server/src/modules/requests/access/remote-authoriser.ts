import type { UserInfo } from '@preauth/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import { insurers, paRequests, policyholders } from '../../../core/db/schema';

/**
 * The remote authoriser as the protected area knows a logged-in policyholder (shared design: the
 * policyholder reached by the emailed verification link, with no portal password): the request's
 * policyholder record, its name and insurer, user type 'policy-holder'.
 */
export async function remoteAuthoriserInfo(db: Executor, paId: string): Promise<UserInfo> {
  const [row] = await db
    .select({ userId: policyholders.id, name: policyholders.name, insurerCode: insurers.code })
    .from(paRequests)
    .innerJoin(policyholders, eq(policyholders.id, paRequests.policyholderId))
    .innerJoin(insurers, eq(insurers.id, paRequests.insurerId))
    .where(eq(paRequests.id, paId))
    .limit(1);
  if (!row) throw new Error(`No request ${paId}`);
  return { ...row, userType: 'policy-holder' };
}
