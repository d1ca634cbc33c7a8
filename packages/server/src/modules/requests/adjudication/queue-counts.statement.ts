import { QUEUE_COUNT_STEP } from '@preauth/shared';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import * as t from '../../../core/db/schema';
import { createStatementCache, uniqueStatementName } from '../../../core/db/statement-cache';
import { dueCondition, isUrgent, literalCount } from './queue-conditions';

// The queue's counts and the overdue alerts' batch, beside the queue's own statements.
const r = t.paRequests;
const p = sql.placeholder;

/**
 * The insurer's requests per status (kept in request_status_counts), and of its requests in PRO
 * the urgent ones (a range of the queue's index) and the overdue ones (received before each
 * clock's bound) up to one past QUEUE_COUNT_STEP, as the overdue list's first page counts them:
 * counting every overdue request read all of PRO (60,000 at a million requests).
 */
function buildCountStatements(db: Executor) {
  const name = uniqueStatementName('adjudication_counts');
  const inProcessing = and(eq(r.insurerId, p('insurerId')), eq(r.statusCode, 'PRO'));
  const overdue = db
    .select({ one: sql`1`.as('one') })
    .from(r)
    .where(and(inProcessing, dueCondition({ until: true }, 'overdue')))
    .limit(literalCount(QUEUE_COUNT_STEP + 1))
    .as('overdue');
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
        overdue: sql<number>`(${db.select({ total: count() }).from(overdue)})`.mapWith(Number),
        urgent: count(),
      })
      .from(r)
      .where(and(inProcessing, isUrgent))
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
