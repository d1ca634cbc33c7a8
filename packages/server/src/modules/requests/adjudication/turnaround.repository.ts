import { EXPIRY_KINDS, type DecisionOutcome, type ExpiryKind } from '@preauth/shared';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import * as t from '../../../core/db/schema';

/** A decision of the period, with when all its information was received (null if unknown). */
export interface TimedDecision {
  outcome: DecisionOutcome;
  decidedAt: Date;
  receivedAt: Date | null;
}

/** An expiry of the period. */
export interface Expiry {
  kind: ExpiryKind;
  at: Date;
}

const d = t.paDecisions;
const r = t.paRequests;
const h = t.paStatusHistory;

/**
 * The insurer's decisions made in [start, end), each with the time its request last entered
 * Processing before it (all information received): the latest PRO entry of its status history
 * at or before the decision, read through `pa_status_history_pa_idx`.
 */
export function decisionsIn(
  db: Executor,
  insurerId: string,
  start: Date,
  end: Date,
): Promise<TimedDecision[]> {
  return db
    .select({
      outcome: d.outcome,
      decidedAt: d.decidedAt,
      receivedAt: sql<Date | null>`(
        select max(${h.createdAt}) from ${h}
        where ${h.paId} = ${d.paId} and ${h.statusCode} = 'PRO' and ${h.createdAt} <= ${d.decidedAt}
      )`.mapWith((value: string | Date | null) => (value === null ? null : new Date(value))),
    })
    .from(d)
    .innerJoin(r, eq(r.id, d.paId))
    .where(and(eq(r.insurerId, insurerId), gte(d.decidedAt, start), lt(d.decidedAt, end)));
}

/** The insurer's requests that expired in [start, end): their expiry entries in the history. */
export function expiriesIn(
  db: Executor,
  insurerId: string,
  start: Date,
  end: Date,
): Promise<Expiry[]> {
  return db
    .select({ kind: sql<ExpiryKind>`${h.statusCode}`, at: h.createdAt })
    .from(h)
    .innerJoin(r, eq(r.id, h.paId))
    .where(
      and(
        eq(r.insurerId, insurerId),
        inArray(h.statusCode, [...EXPIRY_KINDS]),
        gte(h.createdAt, start),
        lt(h.createdAt, end),
      ),
    );
}
