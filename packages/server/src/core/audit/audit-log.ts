import { sql } from 'drizzle-orm';
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

/** The chain lock's first key; the `audit_log_chain` trigger (migration 0026) takes the same. */
const CHAIN_LOCK_KEY = 727_002;
const NO_INSURER_CHAIN = '00000000-0000-0000-0000-000000000000';

/**
 * Takes the lock the chain's writer takes (held to the end of the transaction), ahead of it. A
 * transaction that will audit a request's change takes it first, before any row or the event
 * stream's lock: every writer then takes the locks in one order (chain, rows, stream), and two
 * changes can never deadlock on them.
 */
export async function lockAuditChain(tx: Executor, insurerId: string | null): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${CHAIN_LOCK_KEY}, hashtext(${insurerId ?? NO_INSURER_CHAIN}))`,
  );
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

/** What a principal did to one request, audited in the caller's transaction (`executor`). */
export function auditRequestAction<A extends AuditAction>(
  executor: Executor,
  principal: Principal,
  caller: CallerContext,
  action: A,
  paId: string,
  now: Date,
  details: AuditDetailsByAction[A],
): Promise<void> {
  return writeAudit(executor, {
    ...principalActor(principal, caller),
    action,
    paId,
    details,
    occurredAt: now,
  });
}
