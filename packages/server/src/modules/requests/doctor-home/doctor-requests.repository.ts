import {
  STATUS_CODES,
  waitsForDoctor,
  type DoctorRequestItem,
  type DoctorRequestsParams,
  type DoctorRequestsResponse,
} from '@preauth/shared';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import * as t from '../../../core/db/schema';
import { containsText } from '../../../core/db/text-search';
import { scopeCondition, type RequestScope } from '../access/request-scope';
import { latestDecision } from '../lifecycle/decision-records.repository';

const r = t.paRequests;
const jobs = t.requestExpiryJobs;
const drafts = t.paDrafts;

const WAITING_FOR_DOCTOR = STATUS_CODES.filter(waitsForDoctor);

/** The approved total of each approved request among `rows` (the latest decision's). */
async function approvedTotals(db: Executor, rows: { paId: string; statusCode: string }[]) {
  const approved = rows.filter((row) => row.statusCode === 'APP');
  const decisions = await Promise.all(approved.map((row) => latestDecision(db, row.paId)));
  return new Map(approved.map((row, i) => [row.paId, decisions[i]?.approvedTotalBill ?? null]));
}

/**
 * A doctor's home list: the requests of its scope, searched by reference or patient name and
 * filtered by status; those waiting for the doctor first, soonest window end first, then newest.
 */
export async function listDoctorRequests(
  db: Executor,
  scope: RequestScope,
  q: DoctorRequestsParams,
): Promise<DoctorRequestsResponse> {
  const where = and(
    scopeCondition(scope),
    containsText(q.search, r.erefNo, r.patientName),
    q.statusCode ? eq(r.statusCode, q.statusCode) : undefined,
  );
  const waiting = inArray(r.statusCode, WAITING_FOR_DOCTOR);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        paId: r.id,
        erefNo: r.erefNo,
        patientName: r.patientName,
        clinicName: r.clinicName,
        statusCode: r.statusCode,
        createdAt: r.createdAt,
        respondBy: sql<Date | null>`case when ${waiting} then ${jobs.dueAt} end`,
        draftSavedAt: sql<Date | null>`case when ${waiting} then ${drafts.updatedAt} end`,
      })
      .from(r)
      .leftJoin(jobs, eq(jobs.paId, r.id))
      .leftJoin(drafts, eq(drafts.paId, r.id))
      .where(where)
      .orderBy(desc(waiting), asc(jobs.dueAt), desc(r.createdAt), desc(r.erefNo))
      .offset(q.offset)
      .limit(q.limit),
    db.select({ total: count() }).from(r).where(where),
  ]);
  const totals = await approvedTotals(db, rows);
  const list: DoctorRequestItem[] = rows.map((row) => ({
    paId: row.paId,
    erefNo: row.erefNo,
    patientName: row.patientName,
    clinicName: row.clinicName,
    statusCode: row.statusCode,
    createdOn: row.createdAt.toISOString(),
    respondBy: row.respondBy ? new Date(row.respondBy).toISOString() : null,
    draftSavedOn: row.draftSavedAt ? new Date(row.draftSavedAt).toISOString() : null,
    approvedTotal: totals.get(row.paId) ?? null,
  }));
  return { list, total: counted?.total ?? 0 };
}
