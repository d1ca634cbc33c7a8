import {
  SINGAPORE_UTC_OFFSET,
  type RequestListItem,
  type RequestListParams,
  type RequestTotalItem,
} from '@preauth/shared';
import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import * as t from '../../../core/db/schema';
import { containsText } from '../../../core/db/text-search';
import { scopeCondition, type RequestScope } from '../access/request-scope';

const r = t.paRequests;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The request's creation day is the Singapore calendar day: the product serves Singapore
 * policyholders and shows dates in Singapore time. Singapore keeps UTC+8 all year (no daylight
 * saving), so the day is a fixed half-open range that the created_at indexes can use.
 */
function createdOnDay(day: string): SQL | undefined {
  const start = new Date(`${day}T00:00:00${SINGAPORE_UTC_OFFSET}`);
  return and(gte(r.createdAt, start), lt(r.createdAt, new Date(start.getTime() + DAY_MS)));
}

const sortColumns = {
  createdOn: r.createdAt,
  createdBy: sql`lower(${r.createdByName})`,
  // By the code's text, not the enum's declaration order.
  statusCode: sql`${r.statusCode}::text`,
} as const;

export async function listRequests(
  db: Executor,
  scope: RequestScope,
  q: RequestListParams,
): Promise<{ list: RequestListItem[]; total: number }> {
  const where = and(
    scopeCondition(scope),
    containsText(q.erefNo, r.erefNo),
    containsText(q.patientName, r.patientName),
    containsText(q.createdBy, r.createdByName),
    q.createdOn ? createdOnDay(q.createdOn) : undefined,
    q.statusCode ? eq(r.statusCode, q.statusCode) : undefined,
  );
  const direction = q.sortOrder === 'asc' ? asc : desc;
  // The page and the scope's total in one statement: the count is a subquery PostgreSQL runs
  // once, so a page costs one round trip.
  const rows = await db
    .select({
      item: {
        erefNo: r.erefNo,
        patientName: r.patientName,
        statusCode: r.statusCode,
        createdBy: r.createdByName,
        createdOn: r.createdAt,
        paId: r.id,
      },
      total: sql<number>`(${db.select({ total: count() }).from(r).where(where)})`.mapWith(Number),
    })
    .from(r)
    .where(where)
    // erefNo is unique, so equal sort keys still page in one stable order.
    .orderBy(direction(sortColumns[q.sortBy]), direction(r.erefNo))
    .offset(q.offset)
    .limit(q.limit);
  return {
    list: rows.map(({ item }) => ({ ...item, createdOn: item.createdOn.toISOString() })),
    // An empty page carries no total: none match, or the page lies past the last one.
    total: rows[0]?.total ?? (q.offset > 0 ? await db.$count(r, where) : 0),
  };
}

/** Requests per patient, ordered by name. Names are snapshots, so a patient counts once. */
export async function requestTotals(
  db: Executor,
  scope: RequestScope,
): Promise<RequestTotalItem[]> {
  const patientName = sql<string>`max(${r.patientName})`;
  return db
    .select({ patientName, total: count() })
    .from(r)
    .where(scopeCondition(scope))
    .groupBy(r.patientId)
    .orderBy(asc(patientName), asc(r.patientId));
}
