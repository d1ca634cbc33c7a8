// The PostgreSQL pool when connections break under it. PostgreSQL only (`*.services.test.ts`):
// each test cuts real connections of this file's own database.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, inject, it } from 'vitest';
import { databaseUrlOf } from '../../../test/server-process';
import { testDatabase } from '../../../test/test-app';
import { postgresHandle, queryRows, type DatabaseHandle } from './database';
import { DatabaseUnreachableError, isDatabaseUnavailable } from './errors';

const url = await databaseUrlOf(await testDatabase());
const databaseName = new URL(url).pathname.slice(1);
const admin = new pg.Client({ connectionString: inject('templateDatabase')?.adminUrl });
await admin.connect();
afterAll(() => admin.end());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const handles: DatabaseHandle[] = [];
afterEach(async () => {
  await admin.query(`alter database "${databaseName}" allow_connections true`);
  await Promise.all(handles.splice(0).map((handle) => handle.close()));
});

/** A pool of one connection (so a lost slot shows at once), with what it reported lost. */
function onePool(options: pg.PoolConfig = {}) {
  const pool = new pg.Pool({ connectionString: url, max: 1, ...options });
  const handle = postgresHandle(pool);
  handles.push(handle);
  const lost: Error[] = [];
  handle.onConnectionLost((error) => lost.push(error));
  return { pool, handle, db: handle.db, lost };
}

const backendPid = async (db: DatabaseHandle['db']) =>
  (await queryRows<{ pid: number }>(db, sql`select pg_backend_pid() as pid`))[0]!.pid;

const terminate = (pid: number) => admin.query('select pg_terminate_backend($1)', [pid]);

describe('the PostgreSQL pool', () => {
  it('survives a connection cut in the middle of a transaction, and frees its slot', async () => {
    const { pool, db, lost } = onePool();

    const failure = await db
      .transaction(async (tx) => {
        await terminate(await backendPid(tx));
        // The client hears of it while the transaction holds it.
        await sleep(300);
        await tx.execute(sql`select 1`);
      })
      .catch((error: unknown) => error);

    expect(isDatabaseUnavailable(failure)).toBe(true);
    expect(lost.map((error) => error.message)).toEqual([
      'terminating connection due to administrator command',
    ]);
    expect(pool.totalCount).toBe(0);
    await expect(queryRows(db, sql`select 1 as one`)).resolves.toEqual([{ one: 1 }]);
  });

  it('frees the slot of a connection that broke before its transaction began', async () => {
    // Without the slot back, the next transaction would wait for it until this timeout.
    const { pool, db } = onePool({ connectionTimeoutMillis: 3_000 });
    let cut = false;
    pool.on('acquire', (client) => {
      if (cut) return;
      cut = true;
      // The network drops the connection just as the transaction takes it.
      (
        client as unknown as { connection: { stream: { destroy(): void } } }
      ).connection.stream.destroy();
    });

    const failure = await db
      .transaction((tx) => tx.execute(sql`select 1`))
      .catch((error: unknown) => error);

    expect(isDatabaseUnavailable(failure)).toBe(true);
    await expect(db.transaction((tx) => queryRows(tx, sql`select 2 as two`))).resolves.toEqual([
      { two: 2 },
    ]);
  });

  it('reports an idle connection cut, and opens a new one for the next query', async () => {
    const { db, lost } = onePool();
    const before = await backendPid(db);

    await terminate(before);
    await sleep(300);

    expect(lost).toHaveLength(1);
    const after = await backendPid(db);
    expect(after).not.toBe(before);
  });

  it('answers DatabaseUnreachableError while the database refuses connections, and recovers after', async () => {
    const { db } = onePool();
    await admin.query(`alter database "${databaseName}" allow_connections false`);

    const refused = await queryRows(db, sql`select 1`).catch((error: unknown) => error);
    const refusedInTransaction = await db
      .transaction((tx) => tx.execute(sql`select 1`))
      .catch((error: unknown) => error);

    for (const failure of [refused, refusedInTransaction]) {
      expect(isDatabaseUnavailable(failure)).toBe(true);
      let inner: unknown = failure;
      while (inner instanceof Error && !(inner instanceof DatabaseUnreachableError))
        inner = inner.cause;
      expect(inner).toBeInstanceOf(DatabaseUnreachableError);
    }
    await admin.query(`alter database "${databaseName}" allow_connections true`);
    await expect(queryRows(db, sql`select 1 as one`)).resolves.toEqual([{ one: 1 }]);
  });
});
