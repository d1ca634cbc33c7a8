import {
  defaultQueueSort,
  isTerminal,
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
  isNull,
  like,
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
import { receivedRangesForDue } from './queue-bounds';
import { dueCondition, dueValues, isUrgent, literalCount, literalStatus } from './queue-conditions';

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

/**
 * The query's filters as conditions on placeholders, their values, and which filters are set
 * (the statement's shape). The due filter is a range of the PRO-since time per clock computed
 * here from the clocks, the holidays and the time; only which of its bounds exist is part of the
 * shape.
 */
function filtersOf(q: AdjudicationQueueParams, caller: QueueCaller) {
  const conditions: SQL[] = [eq(r.insurerId, p('insurerId')), eq(r.statusCode, literalStatus(q))];
  const values: Record<string, unknown> = {
    insurerId: caller.insurerId,
    statusCode: q.statusCode,
    now: caller.now,
  };
  const set: string[] = [];
  let text: SQL | undefined;
  const filter = (name: string, condition: SQL, value?: unknown) => {
    conditions.push(condition);
    if (value !== undefined) values[name] = value;
    set.push(name);
  };
  if (q.hospitalId) filter('hospitalId', eq(r.hospitalId, p('hospitalId')), q.hospitalId);
  // Booleans as shapes, not values (isUrgent).
  if (q.panel !== undefined) {
    const panel = sql`coalesce(${h.isPanel}, false)`;
    filter(q.panel ? 'panel' : 'notPanel', q.panel ? panel : not(panel));
  }
  if (q.urgent !== undefined)
    filter(q.urgent ? 'urgent' : 'notUrgent', q.urgent ? isUrgent : not(r.urgent));
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
      // search_text is lowercased: so is the pattern, by PostgreSQL's own rule.
      text = like(r.searchText, sql`lower(${p('contains')})`);
      filter('contains', text, containingPattern(search.text));
    }
  }
  if (q.assignedTo === 'nobody') filter('nobody', isNull(a.paId));
  else if (q.assignedTo) {
    const holder = q.assignedTo === 'me' ? caller.userId : q.assignedTo;
    filter('holder', eq(a.adjudicatorId, p('holder')), holder);
  }
  return { conditions, values, set, text };
}

/** Urgent ones first (the queue's index has `urgent` descending, non-null, so nulls last). */
const urgentFirst = sql`${r.urgent} desc nulls last`;

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
 * What the queue's filters other than the text read of a request (a text search's count reads
 * only these of each match: all of them cost a quarter of its rate).
 */
const COUNTED_COLUMNS = {
  id: r.id,
  insurerId: r.insurerId,
  statusCode: r.statusCode,
  hospitalId: r.hospitalId,
  urgent: r.urgent,
  statusChangedAt: r.statusChangedAt,
};

/**
 * Which statement a query needs besides its filters. The first page (the usual call) has its size
 * and count bound written in, so PostgreSQL keeps one plan for it per connection; a later page
 * binds them and is planned per call.
 */
interface StatementKind {
  named: boolean;
  filtered: boolean;
  /** Filtered by the hospital's panel flag: only then does the count read the hospital. */
  byPanel: boolean;
  /** Searched by text in an open status: the count starts from the open requests' matches. */
  textInOpen: boolean;
  decided: boolean;
  firstPage: { limit: number; countUpTo: number } | null;
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
  { conditions, text }: { conditions: SQL[]; text?: SQL },
  order: QueueSortKey,
  { named, filtered, byPanel, textInOpen, decided, firstPage }: StatementKind,
) {
  const name = named ? uniqueStatementName('adjudication_queue') : '';
  const where = and(...conditions);
  const liveHoldJoin = and(eq(a.paId, r.id), gt(a.expiresAt, p('now')));
  // A text search in an open status counts from the open requests whose text matches (the
  // trigram index over open requests), planned apart (OFFSET 0) and named as the table, the
  // other filters then tested on each until the bound: left together, PostgreSQL also ANDs a
  // bitmap of the status's every request (60,000 at a million, 4 of 9 ms), taking the matches and
  // the status as independent where nearly every open match is in PRO (decision 012).
  const countedText = textInOpen ? text : undefined;
  const source = countedText
    ? sql`${db
        .select(COUNTED_COLUMNS)
        .from(r)
        .where(and(t.openStatus(r.statusCode), countedText))
        .offset(literalCount(0))} ${r}`
    : sql`${r}`;
  const countedWhere = countedText ? and(...conditions.filter((c) => c !== countedText)) : where;
  const counted = () => {
    const from = db
      .select({ one: sql`1`.as('one') })
      .from(source)
      .$dynamic();
    // Without the hospital, a count whose filters are on the queue's index (Overdue, held by
    // nobody) reads that index alone: PostgreSQL drops an unused join but still counts its column
    // as one to read from the table (migration 0043).
    const matches = (byPanel ? from.leftJoin(h, eq(h.id, r.hospitalId)) : from)
      .leftJoin(a, liveHoldJoin)
      .where(countedWhere)
      .limit(firstPage ? literalCount(firstPage.countUpTo) : p('countUpTo'))
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
  const ordered = (decided ? joined.leftJoinLateral(decision, sql`true`) : joined)
    .where(where)
    .orderBy(...ORDERS[order]);
  const page = (
    firstPage
      ? ordered.limit(literalCount(firstPage.limit))
      : ordered.offset(p('offset')).limit(p('limit'))
  ).prepare(name);
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
  // One more than the bound tells "exactly the bound" from "more".
  const countUpTo = queueCountLimit(q.offset, q.limit) + 1;
  const kind: StatementKind = {
    named: !filters.set.includes('contains'),
    filtered: filters.set.length > 0,
    byPanel: filters.set.includes('panel') || filters.set.includes('notPanel'),
    textInOpen: filters.text !== undefined && !isTerminal(q.statusCode),
    // A request in Processing is waiting for its decision: only the other lists show one.
    decided: q.statusCode !== 'PRO',
    firstPage: q.offset === 0 ? { limit: q.limit, countUpTo } : null,
  };
  const paging = kind.firstPage ? `first ${q.limit}` : 'later';
  const shape = [q.statusCode, ...filters.set, order, paging].join(' ');
  const statements = statementsFor(db, shape, () => buildStatements(db, filters, order, kind));
  return {
    ...statements,
    values: { ...filters.values, countUpTo },
    countLimit: kind.filtered ? queueCountLimit(q.offset, q.limit) : Infinity,
  };
}
