import { EXPIRY_KINDS, type DecisionOutcome, type ExpiryKind } from '@preauth/shared';
import { and, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../core/db/database';
import * as t from '../../../core/db/schema';

/** A decision of the period, with when all its information was received (null if unknown). */
export interface TimedDecision {
  outcome: DecisionOutcome;
  decidedAt: Date;
  receivedAt: Date | null;
  /** Made by the system (straight-through), not an adjudicator. */
  automatic: boolean;
  /** An automatic approval an adjudicator has reversed since: not an approval. */
  reversed: boolean;
  /** The adjudicator who made it, when one of the insurer's own made it. */
  adjudicator: { id: string; name: string } | null;
  /** Its request runs on the urgent clock (marked urgent and not treated as standard since). */
  urgent: boolean;
}

/** A request still undecided at a moment, with when all its information was received. */
export interface UndecidedRequest {
  paId: string;
  receivedAt: Date;
  urgent: boolean;
}

/** An expiry of the period. */
export interface Expiry {
  kind: ExpiryKind;
  at: Date;
}

const d = t.paDecisions;
const r = t.paRequests;
const h = t.paStatusHistory;
const e = t.decisionRuleEvaluations;
const u = t.users;

/**
 * The entries into Processing that mean all information was received: every one but an
 * adjudicator's reversal of an automatic approval (the lifecycle's only way into PRO by an
 * adjudicator), which sends back a request whose information was complete long before.
 */
const isArrival = () => and(eq(h.statusCode, 'PRO'), ne(h.actorType, 'insurer-adjudicator'));

const toDate = (value: string | Date | null) => (value === null ? null : new Date(value));

/**
 * The insurer's decisions made in [start, end), each with the time its request last arrived in
 * Processing before it (all information received: the latest arrival of its status history at
 * or before the decision, read through `pa_status_history_pa_idx`), whether it was automatic and
 * reversed since, and its adjudicator when that is one of the insurer's users.
 */
export async function decisionsIn(
  db: Executor,
  insurerId: string,
  start: Date,
  end: Date,
): Promise<TimedDecision[]> {
  const rows = await db
    .select({
      outcome: d.outcome,
      decidedAt: d.decidedAt,
      receivedAt: sql<Date | null>`(
        select max(${h.createdAt}) from ${h}
        where ${h.paId} = ${d.paId} and ${isArrival()} and ${h.createdAt} <= ${d.decidedAt}
      )`.mapWith(toDate),
      automatic: sql<boolean>`${d.adjudicatorId} is null`.mapWith(Boolean),
      reversed: sql<boolean>`${e.reversedAt} is not null`.mapWith(Boolean),
      adjudicatorId: u.id,
      adjudicatorName: u.name,
      urgent: r.urgent,
    })
    .from(d)
    .innerJoin(r, eq(r.id, d.paId))
    .leftJoin(e, eq(e.decisionId, d.id))
    .leftJoin(u, and(eq(u.id, d.adjudicatorId), eq(u.insurerId, insurerId)))
    .where(and(eq(r.insurerId, insurerId), gte(d.decidedAt, start), lt(d.decidedAt, end)));
  return rows.map(({ adjudicatorId, adjudicatorName, ...decision }) => ({
    ...decision,
    adjudicator:
      adjudicatorId === null || adjudicatorName === null
        ? null
        : { id: adjudicatorId, name: adjudicatorName },
  }));
}

/**
 * The insurer's requests that were in Processing, undecided, at `at` and had arrived there from
 * `arrivedFrom` on: each request's latest arrival before `at`, kept when its latest status
 * change before `at` left it in PRO (a reversed automatic approval's request included).
 */
export async function undecidedAt(
  db: Executor,
  insurerId: string,
  arrivedFrom: Date,
  at: Date,
): Promise<UndecidedRequest[]> {
  if (at <= arrivedFrom) return [];
  const rows = await queryRows<{ paId: string; receivedAt: string | Date; urgent: boolean }>(
    db,
    sql`select distinct on (${h.paId}) ${h.paId} as "paId", ${h.createdAt} as "receivedAt",
        ${r.urgent} as "urgent"
      from ${h} join ${r} on ${r.id} = ${h.paId}
      where ${r.insurerId} = ${insurerId} and ${isArrival()}
        and ${h.createdAt} >= ${arrivedFrom.toISOString()} and ${h.createdAt} < ${at.toISOString()}
        and (
          select latest.status_code from pa_status_history latest
          where latest.pa_id = ${h.paId} and latest.created_at < ${at.toISOString()}
          order by latest.created_at desc, latest.id desc limit 1
        ) = 'PRO'
      order by ${h.paId}, ${h.createdAt} desc`,
  );
  return rows.map((row) => ({ ...row, receivedAt: new Date(row.receivedAt) }));
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
