import { formatErefNo, type StatusCode } from '@preauth/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../core/db/database';
import * as t from '../../../core/db/schema';
import { scopeCondition, type RequestScope } from '../access/request-scope';

const r = t.paRequests;

export type RequestRow = typeof r.$inferSelect;

/** The request if the scope may see it. */
export async function findRequestInScope(
  db: Executor,
  paId: string,
  scope: RequestScope,
): Promise<RequestRow | null> {
  const [row] = await db
    .select()
    .from(r)
    .where(and(eq(r.id, paId), scopeCondition(scope)))
    .limit(1);
  return row ?? null;
}

/** The request as it is now; null when there is none. */
export async function findRequestRow(db: Executor, paId: string): Promise<RequestRow | null> {
  const [row] = await db.select().from(r).where(eq(r.id, paId)).limit(1);
  return row ?? null;
}

export async function requestExists(db: Executor, paId: string): Promise<boolean> {
  const [row] = await db.select({ id: r.id }).from(r).where(eq(r.id, paId)).limit(1);
  return Boolean(row);
}

export async function findInsurer(db: Executor, insurerId: string) {
  const [row] = await db.select().from(t.insurers).where(eq(t.insurers.id, insurerId)).limit(1);
  if (!row) throw new Error(`Insurer ${insurerId} not found`);
  return row;
}

/** The request's status history, oldest first, with who moved it. */
export async function loadStatusHistory(db: Executor, paId: string) {
  const h = t.paStatusHistory;
  return db
    .select({ statusCode: h.statusCode, createdAt: h.createdAt, actorType: h.actorType })
    .from(h)
    .where(eq(h.paId, paId))
    .orderBy(asc(h.createdAt), asc(h.id));
}

export interface StatusChange {
  paId: string;
  statusCode: StatusCode;
  actorType: RequestRow['creatorRole'];
  actorId: string | null;
  at: Date;
}

export async function insertStatusHistory(tx: Executor, change: StatusChange): Promise<void> {
  await tx.insert(t.paStatusHistory).values({
    paId: change.paId,
    statusCode: change.statusCode,
    actorType: change.actorType,
    actorId: change.actorId,
    createdAt: change.at,
  });
}

/** Every status change: a new version, and `statusChangedAt` restarts the response window. */
const statusMove = (to: StatusCode, now: Date) => ({
  statusCode: to,
  version: sql`${r.version} + 1`,
  statusChangedAt: now,
  updatedAt: now,
});

/** The request fields a lifecycle event's body may set. */
export type RequestFields = Partial<
  Pick<
    RequestRow,
    | 'resendEmailAddress'
    | 'cancelReason'
    | 'amendReason'
    | 'rejectReason'
    | 'decidedAt'
    | 'consultantsNotified'
    | 'recommendedByServiceProvider'
  >
>;

/**
 * Moves the request from the status and version it was read in; null when another change came
 * first (the caller rolls back).
 */
export async function updateIfUnchanged(
  tx: Executor,
  read: Pick<RequestRow, 'id' | 'version' | 'statusCode'>,
  to: StatusCode,
  now: Date,
  fields: RequestFields,
): Promise<RequestRow | null> {
  const [row] = await tx
    .update(r)
    .set({ ...fields, ...statusMove(to, now) })
    .where(and(eq(r.id, read.id), eq(r.version, read.version), eq(r.statusCode, read.statusCode)))
    .returning();
  return row ?? null;
}

/** The next `erefNo` of the year, from the database sequence. */
export async function nextErefNo(tx: Executor, year: number): Promise<string> {
  const [row] = await queryRows<{ n: string }>(tx, sql`select nextval('pa_eref_seq') as n`);
  return formatErefNo(year, Number(row?.n));
}
