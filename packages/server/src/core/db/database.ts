import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseConfig } from '../config/env';
import { DatabaseUnreachableError, PgliteDataFolderError } from './errors';
import { claimPgliteFolder } from './pglite-lock';
import { copyPgliteTemplate } from './pglite-template';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/**
 * A transaction handle; repositories accept either. A transaction is one connection, which runs
 * one query at a time: code given an Executor awaits each query before the next, never
 * `Promise.all` of several (the pg driver deprecates queueing them on one client).
 */
export type Executor = Parameters<Parameters<Database['transaction']>[0]>[0] | Database;

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseConfig['kind'];
  /** Runs `fn` while holding a cluster-wide lock, so concurrent server starts migrate once. */
  withStartupLock<T>(fn: () => Promise<T>): Promise<T>;
  /** Where a lost connection is reported (PostgreSQL); until called, one line on stderr. */
  onConnectionLost(report: (error: Error) => void): void;
  close(): Promise<void>;
}

const STARTUP_LOCK_KEY = 727_001;

/** Extensions the migrations create, which PGlite must load (PostgreSQL ships them). */
export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * How long a query waits for a connection of the pool (a free one, or a new one being opened)
 * before it fails, and with it the call (503): a database that accepts no connections, or a pool
 * busy for that long, answers instead of holding every caller.
 */
export const POOL_CONNECTION_TIMEOUT_MS = 10_000;

export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  if (config.kind === 'pglite') {
    if (!config.dataDir) return pgliteHandle(await openPglite(undefined));
    mkdirSync(path.dirname(path.resolve(config.dataDir)), { recursive: true });
    const release = claimPgliteFolder(config.dataDir);
    try {
      copyPgliteTemplate(config.dataDir);
      mkdirSync(config.dataDir, { recursive: true });
      const handle = pgliteHandle(await openPglite(config.dataDir));
      return { ...handle, close: () => handle.close().finally(release) };
    } catch (error) {
      release();
      throw error;
    }
  }
  return postgresHandle(
    new pg.Pool({
      connectionString: config.url,
      max: config.poolSize,
      connectionTimeoutMillis: POOL_CONNECTION_TIMEOUT_MS,
      // TCP keep-alive, so a connection whose peer vanished without a word is found out.
      keepAlive: true,
    }),
  );
}

/** PGlite on `dataDir` (in memory without one), ready; a folder it cannot read says why. */
export async function openPglite(dataDir: string | undefined): Promise<PGlite> {
  // Options only: PGlite 0.5 ignores the second argument when the first (the folder) is undefined.
  const client = new PGlite({ dataDir, extensions: PGLITE_EXTENSIONS });
  try {
    await client.waitReady;
  } catch (error) {
    const versionFile = dataDir && path.join(dataDir, 'PG_VERSION');
    if (!versionFile || !existsSync(versionFile)) throw error;
    throw new PgliteDataFolderError(dataDir, readFileSync(versionFile, 'utf8').trim(), error);
  }
  return client;
}

export function pgliteHandle(client: PGlite): DatabaseHandle {
  return {
    db: drizzlePglite({ client, schema }) as unknown as Database,
    kind: 'pglite',
    // One embedded database has one process: there is nobody to race.
    withStartupLock: (fn) => fn(),
    // In the same process: there is no connection to lose.
    onConnectionLost: () => {},
    close: () => client.close(),
  };
}

export function postgresHandle(pool: pg.Pool): DatabaseHandle {
  let report = (error: Error) => console.error(`PostgreSQL connection lost: ${error.message}`);
  guardConnections(pool, (error) => report(error));
  return {
    db: drizzlePg({ client: pool, schema }) as unknown as Database,
    kind: 'postgres',
    async withStartupLock(fn) {
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        try {
          return await fn();
        } finally {
          await lockClient.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
        }
      } finally {
        // Also when the connection broke: a lost session's advisory lock is gone with it.
        lockClient.release();
      }
    },
    onConnectionLost(reporter) {
      report = reporter;
    },
    close: () => pool.end(),
  };
}

type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: Error | boolean) => void,
) => void;

/**
 * A PostgreSQL connection can break at any moment (a restart, a failover, `pg_terminate_backend`,
 * a network cut); its client then emits 'error', which ends the process if nobody listens, and
 * the pool listens only while the client is idle. So:
 * - every client has a listener for its whole life, and an idle client's failure (the pool drops
 *   it) is reported;
 * - a client that breaks while checked out is reported and handed back to the pool as broken at
 *   once, so its slot is free even if its user never releases it (Drizzle's transaction does not
 *   when its `begin` fails); the user's own release afterwards does nothing;
 * - a failure to get a connection (refused, unknown database, pool timeout, pool ended) is a
 *   DatabaseUnreachableError.
 * New connections are opened on demand, so the pool recovers by itself when the database is back.
 */
function guardConnections(pool: pg.Pool, report: (error: Error) => void): void {
  pool.on('error', (error) => report(error));
  pool.on('connect', (client) => client.on('error', () => {}));

  function guard(client: pg.PoolClient): pg.PoolClient {
    const release = client.release;
    let released = false;
    const onError = (error: Error) => {
      report(error);
      client.release(error);
    };
    client.on('error', onError);
    client.release = (error?: Error | boolean) => {
      if (released) return;
      released = true;
      client.removeListener('error', onError);
      release(error);
    };
    return client;
  }

  const connect = pool.connect.bind(pool) as (callback?: ConnectCallback) => Promise<pg.PoolClient>;
  // `pool.query` calls `this.connect(callback)`, so it goes through here too.
  pool.connect = ((callback?: ConnectCallback) => {
    if (!callback) {
      return connect().then(guard, (error: unknown) => {
        throw new DatabaseUnreachableError(error);
      });
    }
    void connect((error, client, done) => {
      if (error || !client) {
        callback(error && new DatabaseUnreachableError(error), undefined, done);
        return;
      }
      const guarded = guard(client);
      callback(undefined, guarded, guarded.release);
    });
  }) as typeof pool.connect;
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/** Rows of a raw query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
