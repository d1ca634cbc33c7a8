import type { Executor } from './database';

/** Statement names must be unique in the process, whatever the handle or the cache. */
let statementsNamed = 0;

/** A prepared statement's name no other statement of the process has: `${prefix}_${n}`. */
export function uniqueStatementName(prefix: string): string {
  statementsNamed += 1;
  return `${prefix}_${statementsNamed}`;
}

/**
 * Statements built once per database handle and shape. Building a statement with Drizzle costs
 * more CPU than the rest of a cheap read in the server, so a read describes its statement's shape
 * (which filters are set, the order: everything but the values) and builds it with placeholders
 * the first time that shape is asked for, then runs it with each call's values. See
 * docs/decisions/012-request-list-benchmark-and-indexes.md.
 */
export function createStatementCache<Statements>() {
  const built = new WeakMap<Executor, Map<string, Statements>>();
  return (db: Executor, shape: string, build: () => Statements): Statements => {
    let forHandle = built.get(db);
    if (!forHandle) {
      forHandle = new Map();
      built.set(db, forHandle);
    }
    let statements = forHandle.get(shape);
    if (!statements) {
      statements = build();
      forHandle.set(shape, statements);
    }
    return statements;
  };
}
