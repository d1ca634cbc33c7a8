import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { mkdirSync } from 'node:fs';
import pg from 'pg';
import type { DatabaseConfig } from '../config/env';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; repositories accept either. */
export type Executor = Parameters<Parameters<Database['transaction']>[0]>[0] | Database;

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseConfig['kind'];
  /** Runs `fn` while holding a cluster-wide lock, so concurrent server starts migrate once. */
  withStartupLock<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const STARTUP_LOCK_KEY = 727_001;

export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  if (config.kind === 'pglite') {
    if (config.dataDir) mkdirSync(config.dataDir, { recursive: true });
    const client = new PGlite(config.dataDir);
    await client.waitReady;
    return pgliteHandle(client);
  }
  return postgresHandle(new pg.Pool({ connectionString: config.url, max: config.poolSize }));
}

export function pgliteHandle(client: PGlite): DatabaseHandle {
  return {
    db: drizzlePglite({ client, schema }) as unknown as Database,
    kind: 'pglite',
    // One embedded database has one process: there is nobody to race.
    withStartupLock: (fn) => fn(),
    close: () => client.close(),
  };
}

export function postgresHandle(pool: pg.Pool): DatabaseHandle {
  // An idle connection dropped by the server (restart, failover) is replaced by the pool on the
  // next query; without a listener the error would end the process.
  pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  return {
    db: drizzlePg({ client: pool, schema }) as unknown as Database,
    kind: 'postgres',
    async withStartupLock(fn) {
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        return await fn();
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
        lockClient.release();
      }
    },
    close: () => pool.end(),
  };
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/** Rows of a raw query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
