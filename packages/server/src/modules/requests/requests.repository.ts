import type { StatusCode } from '@preauth/shared';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../core/db/database';
import * as t from '../../core/db/schema';
import { scopeCondition, type RequestScope } from './request-scope';

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

export async function requestExists(db: Executor, paId: string): Promise<boolean> {
  const [row] = await db.select({ id: r.id }).from(r).where(eq(r.id, paId)).limit(1);
  return Boolean(row);
}

export async function findInsurer(db: Executor, insurerId: string) {
  const [row] = await db.select().from(t.insurers).where(eq(t.insurers.id, insurerId)).limit(1);
  if (!row) throw new Error(`Insurer ${insurerId} not found`);
  return row;
}

/** The addresses of the request's consultants, the policy's then the rider's, once each. */
export async function consultantEmails(
  db: Executor,
  request: Pick<RequestRow, 'consultantId' | 'riderConsultantId'>,
): Promise<string[]> {
  const ids = [request.consultantId, request.riderConsultantId].filter((id) => id !== null);
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: t.financialConsultants.id, email: t.financialConsultants.email })
    .from(t.financialConsultants)
    .where(inArray(t.financialConsultants.id, ids));
  const emails = ids.flatMap((id) => rows.filter((row) => row.id === id).map((row) => row.email));
  return [...new Set(emails)];
}

/** The hospital of the doctor's latest submission, with its business office; null before one. */
export async function latestSubmissionHospital(
  db: Executor,
  paId: string,
): Promise<{ isPanel: boolean; businessOfficeEmail: string | null } | null> {
  const [row] = await db
    .select({
      isPanel: sql<boolean>`coalesce(${t.hospitals.isPanel}, false)`.mapWith(Boolean),
      businessOfficeEmail: t.paDetails.boEmailaddress,
    })
    .from(t.paDetails)
    .leftJoin(t.hospitals, eq(t.hospitals.id, t.paDetails.hospitalId))
    .where(eq(t.paDetails.paId, paId))
    .orderBy(desc(t.paDetails.submittedAt), desc(t.paDetails.id))
    .limit(1);
  return row ?? null;
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
export const statusMove = (to: StatusCode, now: Date) => ({
  statusCode: to,
  version: sql`${r.version} + 1`,
  statusChangedAt: now,
  updatedAt: now,
});

/**
 * Moves the request from the status and version it was read in; null when another change came
 * first (the caller rolls back).
 */
export async function updateIfUnchanged(
  tx: Executor,
  read: Pick<RequestRow, 'id' | 'version' | 'statusCode'>,
  to: StatusCode,
  now: Date,
  fields: Partial<Pick<RequestRow, 'resendEmailAddress' | 'cancelReason' | 'amendReason'>>,
): Promise<RequestRow | null> {
  const [row] = await tx
    .update(r)
    .set({ ...fields, ...statusMove(to, now) })
    .where(and(eq(r.id, read.id), eq(r.version, read.version), eq(r.statusCode, read.statusCode)))
    .returning();
  return row ?? null;
}
