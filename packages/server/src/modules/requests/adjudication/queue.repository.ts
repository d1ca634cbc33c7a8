import {
  STATUS_CODES,
  type AdjudicationQueue,
  type AdjudicationQueueCounts,
  type AdjudicationQueueParams,
  type HolidayDates,
} from '@preauth/shared';
import { and, asc, count, eq, gt, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import * as t from '../../../core/db/schema';
import { holdOf } from './case-holds.repository';
import { decisionDue } from './decision-due';
import { receivedRangeForDue } from './queue-bounds';

const r = t.paRequests;
const a = t.caseAssignments;
const h = t.hospitals;
const d = t.paDetails;

/** Who is asking and when: the queue is the adjudicator's insurer's, holds are live at `now`. */
export interface QueueCaller {
  insurerId: string;
  userId: string;
  now: Date;
  holidays: HolidayDates;
}

function conditions(q: AdjudicationQueueParams, caller: QueueCaller): SQL[] {
  const where: SQL[] = [eq(r.insurerId, caller.insurerId), eq(r.statusCode, q.statusCode)];
  if (q.hospitalId) where.push(eq(r.hospitalId, q.hospitalId));
  if (q.panel !== undefined) where.push(sql`coalesce(${h.isPanel}, false) = ${q.panel}`);
  const range = receivedRangeForDue(q.due, q.dueWithinDays, caller.holidays, caller.now);
  if (range.from) where.push(gte(r.statusChangedAt, range.from));
  if (range.until) where.push(lt(r.statusChangedAt, range.until));
  if (q.assignedTo === 'nobody') where.push(isNull(a.paId));
  else if (q.assignedTo) {
    where.push(eq(a.adjudicatorId, q.assignedTo === 'me' ? caller.userId : q.assignedTo));
  }
  return where;
}

/** The latest submission's total bill, the business office's where it adjusted it. */
const totalRequested = sql<string | null>`(
  select coalesce(${d.updatedTotalBill}, ${d.totalBill}) from ${d}
  where ${d.paId} = ${r.id} order by ${d.submittedAt} desc, ${d.id} desc limit 1
)`;

/**
 * One page of the queue with its total: earliest PRO-since first (the earliest due, as the
 * deadline moves with it), erefNo breaking ties, which the queue's index gives in order.
 */
export async function listQueue(
  db: Executor,
  q: AdjudicationQueueParams,
  caller: QueueCaller,
): Promise<AdjudicationQueue> {
  const where = and(...conditions(q, caller));
  const liveHoldJoin = and(eq(a.paId, r.id), gt(a.expiresAt, caller.now));
  const counted = () =>
    db
      .select({ total: count() })
      .from(r)
      .leftJoin(h, eq(h.id, r.hospitalId))
      .leftJoin(a, liveHoldJoin)
      .where(where);
  const total = sql<number>`(${counted()})`.mapWith(Number);
  const rows = await db
    .select({
      paId: r.id,
      erefNo: r.erefNo,
      statusCode: r.statusCode,
      patientName: r.patientName,
      policyHolderName: r.policyHolderName,
      hospitalId: r.hospitalId,
      hospitalName: h.name,
      clinicName: r.clinicName,
      isPanelHospital: sql<boolean>`coalesce(${h.isPanel}, false)`.mapWith(Boolean),
      totalRequested,
      receivedAt: r.statusChangedAt,
      holdAdjudicatorId: a.adjudicatorId,
      holdAdjudicatorName: t.users.name,
      holdTakenAt: a.takenAt,
      holdExpiresAt: a.expiresAt,
      total,
    })
    .from(r)
    .leftJoin(h, eq(h.id, r.hospitalId))
    .leftJoin(a, liveHoldJoin)
    .leftJoin(t.users, eq(t.users.id, a.adjudicatorId))
    .where(where)
    .orderBy(asc(r.statusChangedAt), asc(r.erefNo))
    .offset(q.offset)
    .limit(q.limit);
  const list = rows.map(
    ({ total: _, holdAdjudicatorId, holdAdjudicatorName, holdTakenAt, holdExpiresAt, ...row }) => ({
      ...row,
      receivedAt: row.receivedAt.toISOString(),
      due: decisionDue(row.statusCode, row.receivedAt, caller.holidays, caller.now),
      hold: holdOf(
        holdAdjudicatorId && holdTakenAt && holdExpiresAt
          ? {
              adjudicatorId: holdAdjudicatorId,
              adjudicatorName: holdAdjudicatorName ?? '',
              takenAt: holdTakenAt,
              expiresAt: holdExpiresAt,
            }
          : null,
        caller.userId,
      ),
    }),
  );
  const pageTotal = rows[0]?.total;
  return {
    list,
    total: pageTotal ?? (q.offset > 0 ? (await counted())[0]!.total : 0),
  };
}

/** The insurer's requests per status (every status, zero included) and the overdue ones in PRO. */
export async function queueCounts(
  db: Executor,
  caller: QueueCaller,
): Promise<AdjudicationQueueCounts> {
  const overdue = receivedRangeForDue('overdue', 1, caller.holidays, caller.now).until!;
  const [perStatus, [late]] = await Promise.all([
    db
      .select({ statusCode: r.statusCode, total: count() })
      .from(r)
      .where(eq(r.insurerId, caller.insurerId))
      .groupBy(r.statusCode),
    db
      .select({ total: count() })
      .from(r)
      .where(
        and(
          eq(r.insurerId, caller.insurerId),
          eq(r.statusCode, 'PRO'),
          lt(r.statusChangedAt, overdue),
        ),
      ),
  ]);
  const byStatus = new Map(perStatus.map((row) => [row.statusCode, row.total]));
  return {
    statuses: STATUS_CODES.map((statusCode) => ({
      statusCode,
      total: byStatus.get(statusCode) ?? 0,
    })),
    overdue: late?.total ?? 0,
  };
}
