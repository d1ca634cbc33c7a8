import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import * as t from '../../../core/db/schema';

/** One audit entry on a request of the person's, with who made it where the log knows. */
export interface AccessEntry {
  occurredAt: Date;
  action: string;
  actorType: string;
  actorId: string | null;
  actorName: string | null;
  erefNo: string;
}

/** The insurer's requests whose policyholder or patient holds the NRIC/FIN (stored upper-case). */
export async function requestsOfPerson(
  db: Executor,
  insurerId: string,
  nric: string,
): Promise<string[]> {
  const r = t.paRequests;
  const rows = await db
    .select({ id: r.id })
    .from(r)
    .where(
      and(eq(r.insurerId, insurerId), or(eq(r.policyholderNric, nric), eq(r.patientNric, nric))),
    );
  return rows.map((row) => row.id);
}

/**
 * Every audit entry on those requests, oldest first. A user's name comes from the users table;
 * a link holder (doctor, policyholder…) is known by its link's id only, and the system by none.
 */
export async function auditEntriesOf(db: Executor, paIds: string[]): Promise<AccessEntry[]> {
  if (paIds.length === 0) return [];
  const l = t.auditLog;
  return db
    .select({
      occurredAt: l.occurredAt,
      action: l.action,
      actorType: l.actorType,
      actorId: l.actorId,
      actorName: t.users.name,
      erefNo: t.paRequests.erefNo,
    })
    .from(l)
    .innerJoin(t.paRequests, eq(t.paRequests.id, l.paId))
    .leftJoin(t.users, sql`${t.users.id}::text = ${l.actorId}`)
    .where(inArray(l.paId, paIds))
    .orderBy(asc(l.occurredAt), asc(l.id));
}
