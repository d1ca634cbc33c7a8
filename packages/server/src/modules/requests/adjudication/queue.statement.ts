import type { AdjudicationQueueParams, HolidayDates } from '@preauth/shared';
import { and, asc, count, eq, gt, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import * as t from '../../../core/db/schema';
import { createStatementCache, uniqueStatementName } from '../../../core/db/statement-cache';
import { receivedRangeForDue } from './queue-bounds';

const r = t.paRequests;
const a = t.caseAssignments;
const h = t.hospitals;
const d = t.paDetails;
const p = sql.placeholder;

/** Who is asking and when: the queue is the adjudicator's insurer's, holds are live at `now`. */
export interface QueueCaller {
  insurerId: string;
  userId: string;
  now: Date;
  holidays: HolidayDates;
}

/**
 * The query's filters as conditions on placeholders, their values, and which filters are set
 * (the statement's shape). The due filter is a range of the PRO-since time computed here from
 * the holidays and the time; only which of its bounds exist is part of the shape.
 */
function filtersOf(q: AdjudicationQueueParams, caller: QueueCaller) {
  const conditions: SQL[] = [eq(r.insurerId, p('insurerId')), eq(r.statusCode, p('statusCode'))];
  const values: Record<string, unknown> = {
    insurerId: caller.insurerId,
    statusCode: q.statusCode,
    now: caller.now,
  };
  const set: string[] = [];
  const filter = (name: string, condition: SQL, value?: unknown) => {
    conditions.push(condition);
    if (value !== undefined) values[name] = value;
    set.push(name);
  };
  if (q.hospitalId) filter('hospitalId', eq(r.hospitalId, p('hospitalId')), q.hospitalId);
  if (q.panel !== undefined) {
    filter('panel', sql`coalesce(${h.isPanel}, false) = ${p('panel')}`, q.panel);
  }
  const range = receivedRangeForDue(q.due, q.dueWithinDays, caller.holidays, caller.now);
  if (range.from) filter('receivedFrom', gte(r.statusChangedAt, p('receivedFrom')), range.from);
  if (range.until) filter('receivedUntil', lt(r.statusChangedAt, p('receivedUntil')), range.until);
  if (q.assignedTo === 'nobody') filter('nobody', isNull(a.paId));
  else if (q.assignedTo) {
    const holder = q.assignedTo === 'me' ? caller.userId : q.assignedTo;
    filter('holder', eq(a.adjudicatorId, p('holder')), holder);
  }
  return { conditions, values, set };
}

/** The latest submission's total bill, the business office's where it adjusted it. */
const totalRequested = sql<string | null>`(
  select coalesce(${d.updatedTotalBill}, ${d.totalBill}) from ${d}
  where ${d.paId} = ${r.id} order by ${d.submittedAt} desc, ${d.id} desc limit 1
)`;

/**
 * The page with its total (one statement, PostgreSQL counts once), and the total alone (for a
 * page past the last one): earliest PRO-since first, erefNo breaking ties, which the queue's
 * index gives in order.
 */
function buildStatements(db: Executor, conditions: SQL[]) {
  const name = uniqueStatementName('adjudication_queue');
  const where = and(...conditions);
  const liveHoldJoin = and(eq(a.paId, r.id), gt(a.expiresAt, p('now')));
  const counted = () =>
    db
      .select({ total: count() })
      .from(r)
      .leftJoin(h, eq(h.id, r.hospitalId))
      .leftJoin(a, liveHoldJoin)
      .where(where);
  const page = db
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
      total: sql<number>`(${counted()})`.mapWith(Number),
    })
    .from(r)
    .leftJoin(h, eq(h.id, r.hospitalId))
    .leftJoin(a, liveHoldJoin)
    .leftJoin(t.users, eq(t.users.id, a.adjudicatorId))
    .where(where)
    .orderBy(asc(r.statusChangedAt), asc(r.erefNo))
    .offset(p('offset'))
    .limit(p('limit'))
    .prepare(name);
  return { page, totalAlone: counted().prepare(`${name}_total`) };
}

/**
 * The queue's statements per database handle and shape (which filters are set), as the request
 * list's. Every shape is named: its filters are equalities and ranges on the queue's indexes,
 * whose plan does not depend on the value as a "contains" filter's does.
 */
const statementsFor = createStatementCache<ReturnType<typeof buildStatements>>();

/** The queue's statements for this query and caller, and the values to run them with. */
export function queueStatements(db: Executor, q: AdjudicationQueueParams, caller: QueueCaller) {
  const filters = filtersOf(q, caller);
  const statements = statementsFor(db, filters.set.join(' '), () =>
    buildStatements(db, filters.conditions),
  );
  return { ...statements, values: filters.values };
}

/** The insurer's requests per status, and its requests in PRO received before `overdueUntil`. */
function buildCountStatements(db: Executor) {
  const name = uniqueStatementName('adjudication_counts');
  const insurer = eq(r.insurerId, p('insurerId'));
  return {
    perStatus: db
      .select({ statusCode: r.statusCode, total: count() })
      .from(r)
      .where(insurer)
      .groupBy(r.statusCode)
      .prepare(name),
    overdue: db
      .select({ total: count() })
      .from(r)
      .where(and(insurer, eq(r.statusCode, 'PRO'), lt(r.statusChangedAt, p('overdueUntil'))))
      .prepare(`${name}_overdue`),
  };
}

const countStatementsFor = createStatementCache<ReturnType<typeof buildCountStatements>>();

/** The counts' statements (one shape), built once per database handle. */
export const countStatements = (db: Executor) =>
  countStatementsFor(db, 'counts', () => buildCountStatements(db));
