import type { Executor } from '../db/database';
import { auditLog } from '../db/schema';

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
