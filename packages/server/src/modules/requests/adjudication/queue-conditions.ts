import { STATUS_CODES, type AdjudicationQueueParams } from '@preauth/shared';
import { and, gte, lt, not, or, sql, type SQL } from 'drizzle-orm';
import * as t from '../../../core/db/schema';
import type { ReceivedRanges } from './queue-bounds';

// The queue's conditions as SQL, shared by its list, its counts and the overdue alerts: the
// values PostgreSQL plans with written in where a kept plan needs them, the due ranges as
// placeholders.
const r = t.paRequests;
const p = sql.placeholder;

const CLOCKS = ['standard', 'urgent'] as const;

/**
 * The column itself rather than `= $n`: a boolean's value is part of the statement's shape, so
 * the plan kept for a named statement is costed with it (see `literalCount`).
 */
export const isUrgent = sql`${r.urgent}`;

/**
 * The status written into the statement, as a shape: a generic plan then knows it as a fresh one
 * does (and may use the indexes over open statuses), so PostgreSQL keeps it (`literalCount`).
 */
export function literalStatus(q: AdjudicationQueueParams): SQL {
  if (!STATUS_CODES.includes(q.statusCode)) throw new Error(`not a status: ${q.statusCode}`);
  return sql.raw(`'${q.statusCode}'`);
}

/**
 * A page size or count bound written into the statement, not bound as a parameter: PostgreSQL
 * prices a `LIMIT $n` as a tenth of the rows, so a named statement's generic plan looked dearer
 * than a freshly planned one and was planned again on every call (0.7 to 2 ms of planning for a
 * 0.2 ms page, decision 012). `n` is a validated integer (the query's schema), checked again here
 * because it becomes SQL text.
 */
export function literalCount(n: number): number {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`not a row count: ${n}`);
  // Drizzle types limit() as a number or a placeholder; it renders any SQL it is given.
  return sql.raw(String(n)) as unknown as number;
}

/** The placeholder of a bound of a clock's due range: `receivedUrgentUntil`, … */
const boundName = (prefix: string, clock: string, bound: 'From' | 'Until') =>
  `${prefix}${clock[0]!.toUpperCase()}${clock.slice(1)}${bound}`;

/**
 * The PRO-since time within the due range of its clock (`receivedRangesForDue`), with the bounds
 * `shape` has as placeholders named after `prefix`: a standard request in the standard range or
 * an urgent one in the urgent range.
 */
export function dueCondition(shape: { from?: unknown; until?: unknown }, prefix: string): SQL {
  const inRange = (clock: (typeof CLOCKS)[number]) =>
    and(
      clock === 'urgent' ? isUrgent : not(r.urgent),
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
