import {
  defaultQueueSort,
  queueCountLimit,
  queueSearchOf,
  type AdjudicationQueueParams,
  type HolidayDates,
  type InsurerClocks,
  type QueueSortKey,
} from '@preauth/shared';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  isNull,
  lt,
  not,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../core/db/database';
import * as t from '../../../core/db/schema';
import { createStatementCache, uniqueStatementName } from '../../../core/db/statement-cache';
import { containingPattern } from '../../../core/db/text-search';
import { receivedRangesForDue, type ReceivedRanges } from './queue-bounds';

const r = t.paRequests;
const a = t.caseAssignments;
const h = t.hospitals;
const d = t.paDecisions;
const decider = alias(t.users, 'decider');
const p = sql.placeholder;

/** Who is asking and when: the queue is the adjudicator's insurer's, holds are live at `now`. */
export interface QueueCaller {
  insurerId: string;
  userId: string;
  now: Date;
  holidays: HolidayDates;
  clocks: InsurerClocks;
}

/** Urgent ones first (the queue's index has `urgent` descending, non-null, so nulls last). */
export const urgentFirst = sql`${r.urgent} desc nulls last`;

const CLOCKS = ['standard', 'urgent'] as const;

/** The placeholder of a bound of a clock's due range: `receivedUrgentUntil`, … */
const boundName = (prefix: string, clock: string, bound: 'From' | 'Until') =>
  `${prefix}${clock[0]!.toUpperCase()}${clock.slice(1)}${bound}`;

/**
 * The PRO-since time within the due range of its clock (`receivedRangesForDue`), with the bounds
 * `shape` has as placeholders named after `prefix`: a standard request in the standard range or
 * an urgent one in the urgent range.
 */
function dueCondition(shape: { from?: unknown; until?: unknown }, prefix: string): SQL {
  const inRange = (clock: (typeof CLOCKS)[number]) =>
    and(
      clock === 'urgent' ? eq(r.urgent, true) : not(r.urgent),
      shape.from ? gte(r.statusChangedAt, p(boundName(prefix, clock, 'From'))) : undefined,
      shape.until ? lt(r.statusChangedAt, p(boundName(prefix, clock, 'Until'))) : undefined,
    )!;
  return or(inRange('standard'), inRange('urgent'))!;
}

/** The values of `dueCondition`'s placeholders. */
export function dueValues(ranges: ReceivedRanges, prefix: string): Record<string, Date> {
  const values: Record<string, Date> = {};
  for (const clock of CLOCKS) {
    const { from, until } = ranges[clock];
    if (from) values[boundName(prefix, clock, 'From')] = from;
    if (until) values[boundName(prefix, clock, 'Until')] = until;
  }
  return values;
}

/**
 * The query's filters as conditions on placeholders, their values, and which filters are set
 * (the statement's shape). The due filter is a range of the PRO-since time per clock computed
 * here from the clocks, the holidays and the time; only which of its bounds exist is part of the
 * shape.
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
  if (q.urgent !== undefined) filter('urgent', eq(r.urgent, p('urgent')), q.urgent);
  const ranges = receivedRangesForDue(
    q.due,
    q.dueWithinDays,
    caller.clocks,
    caller.holidays,
    caller.now,
  );
  if (ranges) {
    // Both clocks' ranges have the same bounds: which they are is the statement's shape.
    const shape = ranges.standard;
    conditions.push(dueCondition(shape, 'received'));
    Object.assign(values, dueValues(ranges, 'received'));
    if (shape.from) set.push('receivedFrom');
    if (shape.until) set.push('receivedUntil');
  }
  if (q.search) {
    const search = queueSearchOf(q.search);
    if (search.kind === 'nric') {
      // The last 4 characters find the rows by their index; the whole number then picks them.
      const isThe = (last4: AnyColumn, nric: AnyColumn) =>
        and(eq(last4, p('last4')), eq(nric, p('nric')))!;
      filter(
        'nric',
        or(
          isThe(r.patientNricLast4, r.patientNric),
          isThe(r.policyholderNricLast4, r.policyholderNric),
        )!,
      );
      Object.assign(values, { last4: search.nric.slice(-4), nric: search.nric });
    } else if (search.kind === 'nric-last4') {
      filter(
        'last4',
        or(eq(r.patientNricLast4, p('last4')), eq(r.policyholderNricLast4, p('last4')))!,
        search.last4,
      );
    } else {
      const contains = p('contains');
      filter(
        'contains',
        or(
          ilike(r.erefNo, contains),
          ilike(r.patientName, contains),
          ilike(r.policyholderName, contains),
          ilike(r.policyNumber, contains),
        )!,
        containingPattern(search.text),
      );
    }
  }
  if (q.assignedTo === 'nobody') filter('nobody', isNull(a.paId));
  else if (q.assignedTo) {
    const holder = q.assignedTo === 'me' ? caller.userId : q.assignedTo;
    filter('holder', eq(a.adjudicatorId, p('holder')), holder);
  }
  return { conditions, values, set };
}

/**
 * Each order, erefNo breaking ties, each read in the order of an index of the insurer's status:
 * due is urgent ones first, then earliest PRO-since first (pa_requests_insurer_status_idx);
 * received is newest first (pa_requests_insurer_status_changed_idx, backwards); amount is the
 * largest total requested first (pa_requests_insurer_status_amount_idx); hospital is by the
 * hospital's name, those without one last, then as due (pa_requests_insurer_status_hospital_idx).
 * The total and the name are the request's own copies (migration 0040), so no sort reads them
 * from another table for every request of the status.
 */
const ORDERS: Record<QueueSortKey, SQL[]> = {
  due: [urgentFirst, asc(r.statusChangedAt), asc(r.erefNo)],
  received: [desc(r.statusChangedAt), desc(r.erefNo)],
  amount: [sql`${r.totalRequested} desc nulls last`, asc(r.erefNo)],
  hospital: [
    sql`${r.hospitalName} asc nulls last`,
    urgentFirst,
    asc(r.statusChangedAt),
    asc(r.erefNo),
  ],
};

/** The requests of the insurer in the status, summed from request_status_counts (16 rows). */
function keptTotal(db: Executor) {
  const c = t.requestStatusCounts;
  return sql<number>`(${db
    .select({ total: sql`coalesce(sum(${c.total}), 0)` })
    .from(c)
    .where(and(eq(c.insurerId, p('insurerId')), eq(c.statusCode, p('statusCode'))))})`;
}

/**
 * The latest decision of the page's request (when, an approval's total, the deciding
 * adjudicator's name, null for a straight-through approval), read per row of the page from
 * pa_decisions_pa_idx backwards.
 */
function latestDecision(db: Executor) {
  return db
    .select({
      decidedAt: d.decidedAt,
      approvedTotal: d.approvedTotalBill,
      decidedBy: decider.name,
    })
    .from(d)
    .leftJoin(decider, eq(decider.id, d.adjudicatorId))
    .where(eq(d.paId, r.id))
    .orderBy(desc(d.decidedAt), desc(d.id))
    .limit(1)
    .as('latest_decision');
}

/**
 * The page with its total (one statement, PostgreSQL counts once), and the total alone (for a
 * page past the last one), in the chosen order. Named unless searched by text: a "contains"
 * filter's best plan depends on its value, so it is planned per call (as the request list's).
 * Unfiltered (the insurer's status only), the total is kept rather than counted; filtered, the
 * matches are counted up to one past queueCountLimit, so a count of many stops early. A
 * list other than Processing's carries each request's latest decision.
 */
function buildStatements(
  db: Executor,
  conditions: SQL[],
  order: QueueSortKey,
  { named, filtered, decided }: { named: boolean; filtered: boolean; decided: boolean },
) {
  const name = named ? uniqueStatementName('adjudication_queue') : '';
  const where = and(...conditions);
  const liveHoldJoin = and(eq(a.paId, r.id), gt(a.expiresAt, p('now')));
  const counted = () => {
    const matches = db
      .select({ one: sql`1`.as('one') })
      .from(r)
      .leftJoin(h, eq(h.id, r.hospitalId))
      .leftJoin(a, liveHoldJoin)
      .where(where)
      .limit(p('countUpTo'))
      .as('matches');
    return db.select({ total: count() }).from(matches);
  };
  const decision = latestDecision(db);
  const columns = {
    paId: r.id,
    erefNo: r.erefNo,
    statusCode: r.statusCode,
    patientName: r.patientName,
    policyHolderName: r.policyholderName,
    hospitalId: r.hospitalId,
    hospitalName: h.name,
    clinicName: r.clinicName,
    patientNric: r.patientNric,
    policyNumber: r.policyNumber,
    isPanelHospital: sql<boolean>`coalesce(${h.isPanel}, false)`.mapWith(Boolean),
    totalRequested: r.totalRequested,
    receivedAt: r.statusChangedAt,
    urgent: r.urgent,
    urgentReason: r.urgentReason,
    urgentMarkedBy: r.urgentMarkedBy,
    urgentMarkedAt: r.urgentMarkedAt,
    downgradedAt: r.downgradedAt,
    downgradeReason: r.downgradeReason,
    holdAdjudicatorId: a.adjudicatorId,
    holdAdjudicatorName: t.users.name,
    holdTakenAt: a.takenAt,
    holdExpiresAt: a.expiresAt,
    decidedAt: decided ? decision.decidedAt : sql<Date | null>`null`,
    approvedTotal: decided ? decision.approvedTotal : sql<string | null>`null`,
    decidedBy: decided ? decision.decidedBy : sql<string | null>`null`,
    // Last: the bench compares it with the direct SQL's last column.
    total: (filtered ? sql<number>`(${counted()})` : keptTotal(db)).mapWith(Number),
  };
  const joined = db
    .select(columns)
    .from(r)
    .leftJoin(h, eq(h.id, r.hospitalId))
    .leftJoin(a, liveHoldJoin)
    .leftJoin(t.users, eq(t.users.id, a.adjudicatorId))
    .$dynamic();
  const page = (decided ? joined.leftJoinLateral(decision, sql`true`) : joined)
    .where(where)
    .orderBy(...ORDERS[order])
    .offset(p('offset'))
    .limit(p('limit'))
    .prepare(name);
  return { page, totalAlone: counted().prepare(name && `${name}_total`) };
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
  const order = q.sortBy ?? defaultQueueSort(q.statusCode);
  const kind = {
    named: !filters.set.includes('contains'),
    filtered: filters.set.length > 0,
    // A request in Processing is waiting for its decision: only the other lists show one.
    decided: q.statusCode !== 'PRO',
  };
  const shape = [...filters.set, order, kind.decided ? 'decided' : ''].join(' ');
  const statements = statementsFor(db, shape, () =>
    buildStatements(db, filters.conditions, order, kind),
  );
  return {
    ...statements,
    // One more than the limit tells "exactly the limit" from "more".
    values: { ...filters.values, countUpTo: queueCountLimit(q.offset, q.limit) + 1 },
    countLimit: kind.filtered ? queueCountLimit(q.offset, q.limit) : Infinity,
  };
}

/**
 * The insurer's requests per status (kept in request_status_counts), and of its requests in PRO
 * the overdue ones (received before each clock's bound) and the urgent ones, in one pass over the
 * queue's index.
 */
function buildCountStatements(db: Executor) {
  const name = uniqueStatementName('adjudication_counts');
  const insurer = eq(r.insurerId, p('insurerId'));
  const overdue = dueCondition({ until: true }, 'overdue');
  const c = t.requestStatusCounts;
  return {
    perStatus: db
      .select({ statusCode: c.statusCode, total: sql<number>`sum(${c.total})`.mapWith(Number) })
      .from(c)
      .where(eq(c.insurerId, p('insurerId')))
      .groupBy(c.statusCode)
      .prepare(name),
    inProcessing: db
      .select({
        overdue: sql<number>`count(*) filter (where ${overdue})`.mapWith(Number),
        urgent: sql<number>`count(*) filter (where ${r.urgent})`.mapWith(Number),
      })
      .from(r)
      .where(and(insurer, eq(r.statusCode, 'PRO')))
      .prepare(`${name}_processing`),
  };
}

const countStatementsFor = createStatementCache<ReturnType<typeof buildCountStatements>>();

/** The counts' statements (one shape), built once per database handle. */
export const countStatements = (db: Executor) =>
  countStatementsFor(db, 'counts', () => buildCountStatements(db));

/**
 * The insurer's requests in Processing that are overdue (received before each clock's bound) and
 * whose stay there has not been alerted yet, oldest first, a batch at a time: the queue's index
 * gives them in order.
 */
function buildOverdueUnalerted(db: Executor) {
  return db
    .select({
      paId: r.id,
      erefNo: r.erefNo,
      receivedAt: r.statusChangedAt,
      urgent: r.urgent,
      patientName: r.patientName,
    })
    .from(r)
    .where(
      and(
        eq(r.insurerId, p('insurerId')),
        eq(r.statusCode, 'PRO'),
        dueCondition({ until: true }, 'overdue'),
        sql`${r.overdueAlertFor} is distinct from ${r.statusChangedAt}`,
      ),
    )
    .orderBy(asc(r.statusChangedAt), asc(r.erefNo))
    .limit(p('limit'))
    .prepare(uniqueStatementName('overdue_unalerted'));
}

const overdueStatementFor = createStatementCache<ReturnType<typeof buildOverdueUnalerted>>();

/** The overdue-and-not-yet-alerted statement (one shape), built once per database handle. */
export const overdueUnalertedStatement = (db: Executor) =>
  overdueStatementFor(db, 'overdue', () => buildOverdueUnalerted(db));
