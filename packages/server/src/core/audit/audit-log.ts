import type { Executor } from '../db/database';
import type { AuthenticatedUser, CallerContext } from '../http/context';
import { auditLog } from '../db/schema';
import type { Principal } from '../http/principal';

export interface AuditEntry {
  action: string;
  actorType: string;
  actorId?: string | null;
  insurerId?: string | null;
  paId?: string | null;
  requestId?: string | null;
  ip?: string | null;
  /** Never an NRIC, date of birth, diagnosis, OTP or token. */
  details?: Record<string, unknown>;
  occurredAt: Date;
}

/** Appends to the audit log, inside the caller's transaction when given one. */
export async function writeAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({ ...entry, details: entry.details ?? null });
}

/** Who made an entry when a signed-in user's call made it. */
export function userActor(
  user: AuthenticatedUser,
  caller: CallerContext,
): Pick<AuditEntry, 'actorType' | 'actorId' | 'insurerId' | 'ip' | 'requestId'> {
  return {
    actorType: user.userType,
    actorId: user.userId,
    insurerId: user.insurerId,
    ip: caller.ip,
    requestId: caller.requestId,
  };
}

/** Who made an entry when a principal's call made it: a user, or a link holder (by its link). */
export function principalActor(
  principal: Principal,
  caller: CallerContext,
): Pick<AuditEntry, 'actorType' | 'actorId' | 'insurerId' | 'ip' | 'requestId'> {
  if (principal.kind === 'user') return userActor(principal.user, caller);
  const { link } = principal;
  return {
    actorType: link.role,
    actorId: link.linkTokenId,
    insurerId: link.insurerId,
    ip: caller.ip,
    requestId: caller.requestId,
  };
}
