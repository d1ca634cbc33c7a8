import { startOfSingaporeDay, WINDOWED_STATUSES, type RequestListParams } from '@preauth/shared';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lt,
  sql,
  type AnyColumn,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import * as t from '../../../core/db/schema';
import { createStatementCache, uniqueStatementName } from '../../../core/db/statement-cache';
import { containingPattern } from '../../../core/db/text-search';
import { scopeCondition, type RequestScope } from '../access/request-scope';

const r = t.paRequests;
const h = t.hospitals;
const jobs = t.requestExpiryJobs;
const p = sql.placeholder;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What a list statement's placeholders take on one call. */
type Values = Record<string, unknown>;

/**
 * The query's filters as conditions on placeholders, their values, and which filters are set
 * (part of the statement's shape).
 */
function filtersOf(q: RequestListParams) {
  const conditions: SQL[] = [];
  const values: Values = {};
  const set: string[] = [];
  const filter = (name: string, condition: SQL[], value: Values) => {
    conditions.push(...condition);
    Object.assign(values, value);
    set.push(name);
  };
  const contains = (name: 'erefNo' | 'patientName' | 'createdBy', column: AnyColumn) => {
    const text = q[name];
    if (text) filter(name, [ilike(column, p(name))], { [name]: containingPattern(text) });
  };
  contains('erefNo', r.erefNo);
  contains('patientName', r.patientName);
  contains('createdBy', r.createdByName);
  if (q.createdOn) {
    // The Singapore calendar day (UTC+8 all year) as a half-open range the created_at indexes use.
    const start = startOfSingaporeDay(q.createdOn);
    filter('createdOn', [gte(r.createdAt, p('createdFrom')), lt(r.createdAt, p('createdUntil'))], {
      createdFrom: start,
      createdUntil: new Date(start.getTime() + DAY_MS),
    });
  }
  if (q.statusCode) {
    filter('statusCode', [eq(r.statusCode, p('statusCode'))], { statusCode: q.statusCode });
  }
  return { conditions, values, set };
}

/** The id that narrows a scope below its insurer, in scopeCondition's order of precedence. */
const SCOPE_IDS = ['paId', 'policyholderId', 'patientId', 'consultantId', 'doctorId'] as const;

/** The scope with its ids as placeholders, their values, and its kind (part of the shape). */
function scopeOf(scope: RequestScope) {
  const idName = scope.wholeInsurer ? undefined : SCOPE_IDS.find((name) => scope[name]);
  const placeholders: RequestScope<Placeholder> = {
    insurerId: p('insurerId'),
    wholeInsurer: scope.wholeInsurer,
    ...(idName ? { [idName]: p('scopeId') } : {}),
  };
  return {
    placeholders,
    values: { insurerId: scope.insurerId, ...(idName ? { scopeId: scope[idName] } : {}) },
    kind: scope.wholeInsurer ? 'insurer' : (idName ?? 'none'),
  };
}

/** The filters a kept total can follow: request_counts is keyed by status and patient name too. */
const KEPT_FILTERS = new Set(['statusCode', 'patientName']);

/**
 * The scope's total kept rather than counted: an insurer's from request_status_counts (at most 16
 * rows per status, of the one status when filtered by it), a policyholder's or a patient's from
 * request_counts (a row per patient, status and patient name; of the status and the names
 * containing the text when filtered by them); undefined for other filters and for the scopes
 * they do not key (an agent's requests match either of two consultants, a link holder's scope is
 * one request).
 */
function keptTotal(
  db: Executor,
  scope: RequestScope<Placeholder>,
  filters: string[],
): SQL<number> | undefined {
  if (!filters.every((name) => KEPT_FILTERS.has(name))) return undefined;
  const byStatus = filters.includes('statusCode');
  if (scope.wholeInsurer) {
    if (filters.includes('patientName')) return undefined;
    const s = t.requestStatusCounts;
    return sql<number>`(${db
      .select({ total: sql`coalesce(sum(${s.total}), 0)` })
      .from(s)
      .where(
        and(
          eq(s.insurerId, scope.insurerId),
          byStatus ? eq(s.statusCode, p('statusCode')) : undefined,
        ),
      )})`;
  }
  const c = t.requestCounts;
  const owner = scope.policyholderId
    ? eq(c.policyholderId, scope.policyholderId)
    : scope.patientId
      ? eq(c.patientId, scope.patientId)
      : undefined;
  if (!owner || scope.paId) return undefined;
  // The same placeholders, so the same values, as the counted filters in filtersOf.
  const where = and(
    eq(c.insurerId, scope.insurerId),
    owner,
    byStatus ? eq(c.statusCode, p('statusCode')) : undefined,
    filters.includes('patientName') ? ilike(c.patientName, p('patientName')) : undefined,
  );
  return sql<number>`(${db
    .select({ total: sql`coalesce(sum(${c.total}), 0)` })
    .from(c)
    .where(where)})`;
}

/** An approved request's approved total: its latest approval's (pa_decisions_pa_idx). */
const approvedTotal = sql<string | null>`case when ${r.statusCode} = 'APP' then (
  select ${t.paDecisions.approvedTotalBill} from ${t.paDecisions}
  where ${t.paDecisions.paId} = ${r.id} and ${t.paDecisions.outcome} = 'approve'
  order by ${t.paDecisions.decidedAt} desc limit 1) end`;

/** The expiry job of the window the request's current status began, when a window runs in it. */
const currentWindow = and(
  eq(jobs.paId, r.id),
  eq(jobs.windowStart, r.statusChangedAt),
  inArray(r.statusCode, [...WINDOWED_STATUSES]),
);

const sortColumns = {
  createdOn: r.createdAt,
  createdBy: sql`lower(${r.createdByName})`,
  // By the code's text, not the enum's declaration order.
  statusCode: sql`${r.statusCode}::text`,
} as const;

/** The page with the total, and the total alone (for a page past the last one). */
function buildStatements(
  db: Executor,
  name: string,
  scope: RequestScope<Placeholder>,
  { conditions, set: filters }: { conditions: SQL[]; set: string[] },
  q: RequestListParams,
) {
  const where = and(scopeCondition(scope), ...conditions);
  // The page and the total in one statement, so a page costs one round trip: the total kept
  // where the scope and filters allow, otherwise counted (PostgreSQL runs it once).
  const total = (
    keptTotal(db, scope, filters) ??
    sql<number>`(${db.select({ total: count() }).from(r).where(where)})`
  ).mapWith(Number);
  const direction = q.sortOrder === 'asc' ? asc : desc;
  // The page's rows first, in the list's order (erefNo is unique, so equal sort keys still page
  // in one stable order), from the scope's index alone where it holds the id; then only those
  // rows are read and joined, so a deep page no longer joins every row it skips.
  const pageIds = db
    .select({
      id: r.id,
      sortKey: sql`${sortColumns[q.sortBy]}`.as('sort_key'),
      erefNo: r.erefNo,
    })
    .from(r)
    .where(where)
    .orderBy(direction(sortColumns[q.sortBy]), direction(r.erefNo))
    .offset(p('offset'))
    .limit(p('limit'))
    .as('page_ids');
  const page = db
    .select({
      item: {
        erefNo: r.erefNo,
        patientName: r.patientName,
        statusCode: r.statusCode,
        createdBy: r.createdByName,
        createdOn: r.createdAt,
        paId: r.id,
        policyholderName: r.policyholderName,
        doctorName: r.doctorName,
        clinicName: r.clinicName,
        hospitalName: h.name,
        approvedTotal,
        respondBy: jobs.dueAt,
      },
      total,
    })
    .from(pageIds)
    .innerJoin(r, eq(r.id, pageIds.id))
    .leftJoin(h, eq(h.id, r.hospitalId))
    .leftJoin(jobs, currentWindow)
    .orderBy(direction(pageIds.sortKey), direction(pageIds.erefNo))
    .prepare(name);
  const totalAlone = db
    .select({ total: count() })
    .from(r)
    .where(where)
    .prepare(name && `${name}_total`);
  return { page, totalAlone };
}

/**
 * The list's statements per database handle and shape (scope kind, filters set, order); an
 * unfiltered one as a named prepared statement, which PostgreSQL also parses and plans once per
 * connection.
 */
const statementsFor = createStatementCache<ReturnType<typeof buildStatements>>();

/** The list's statements for this scope and query, and the values to run them with. */
export function listStatements(db: Executor, scope: RequestScope, q: RequestListParams) {
  const filters = filtersOf(q);
  const scoped = scopeOf(scope);
  const shape = [scoped.kind, ...filters.set, q.sortBy, q.sortOrder].join(' ');
  const statements = statementsFor(db, shape, () => {
    // Named, PostgreSQL may settle on one generic plan for every call, which suits an
    // unfiltered list (the scope's own index either way) but not a filter whose best plan
    // depends on its value ("contains a" or "contains mei": the filtered bench fell from 161 to
    // 62 calls a second). Unnamed (''), a filtered statement is planned for each call's values.
    const name = filters.set.length ? '' : uniqueStatementName('request_list');
    return buildStatements(db, name, scoped.placeholders, filters, q);
  });
  return { ...statements, values: { ...scoped.values, ...filters.values } };
}
