import {
  type RequestListItem,
  type RequestListParams,
  type RequestTotalItem,
} from '@preauth/shared';
import { asc, count, sql } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import * as t from '../../../core/db/schema';
import { scopeCondition, type RequestScope } from '../access/request-scope';
import { listStatements } from './request-list.statement';

const r = t.paRequests;

export async function listRequests(
  db: Executor,
  scope: RequestScope,
  q: RequestListParams,
): Promise<{ list: RequestListItem[]; total: number }> {
  const { page, totalAlone, values } = listStatements(db, scope, q);
  const rows = await page.execute({ ...values, offset: q.offset, limit: q.limit });
  return {
    list: rows.map(({ item }) => ({
      ...item,
      createdOn: item.createdOn.toISOString(),
      respondBy: item.respondBy?.toISOString() ?? null,
    })),
    // An empty page carries no total: none match, or the page lies past the last one.
    total: rows[0]?.total ?? (q.offset > 0 ? (await totalAlone.execute(values))[0]!.total : 0),
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
