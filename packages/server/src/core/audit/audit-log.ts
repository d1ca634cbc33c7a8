import type { Executor } from '../db/database';
import type { AuthenticatedUser, CallerContext } from '../http/context';
import { auditLog } from '../db/schema';
import type { Principal } from '../http/principal';
import type { AuditAction, AuditDetailsByAction } from './audit-catalogue';

/** An entry of the catalogue's `action`, with that action's details. */
export interface AuditEntry<A extends AuditAction = AuditAction> {
  action: A;
  actorType: string;
  actorId?: string | null;
  insurerId?: string | null;
  paId?: string | null;
  requestId?: string | null;
  ip?: string | null;
  /** Never an NRIC, date of birth, diagnosis, OTP or token. */
  details?: AuditDetailsByAction[A];
  occurredAt: Date;
}

/**
 * Appends to the audit log, inside the caller's transaction when given one (else in its own).
 * The database chains the entry to the previous one of its insurer as it inserts it (the
 * `audit_log_chain` trigger, migration 0026): under a lock per chain held to the transaction's
 * end, so concurrent writers never fork a chain.
 */
export async function writeAudit<A extends AuditAction>(
  db: Executor,
  entry: AuditEntry<A>,
): Promise<void> {
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
