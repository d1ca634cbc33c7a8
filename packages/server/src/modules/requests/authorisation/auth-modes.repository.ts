import type { AuthMode, UserType } from '@preauth/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import { insurerAuthModes } from '../../../core/db/schema';

const m = insurerAuthModes;

/**
 * The authorisation methods an insurer configured for a user type, in its order, valid or not:
 * the screen offers only the valid ones with a description and a known code (`offeredAuthModes`).
 */
export function listAuthModes(
  db: Executor,
  insurerId: string,
  userType: UserType,
): Promise<AuthMode[]> {
  return db
    .select({ authCode: m.authCode, authDesc: m.authDesc, validflag: m.validflag })
    .from(m)
    .where(and(eq(m.insurerId, insurerId), eq(m.userType, userType)))
    .orderBy(asc(m.position));
}
