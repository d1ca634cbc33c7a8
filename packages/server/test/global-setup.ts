import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, openPglite, pgliteHandle } from '../src/core/db/database';
import { migrateDatabase } from '../src/core/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL: the migrated template database each test file copies. */
    templateDatabase: { adminUrl: string; name: string } | null;
    /** PGlite: a dump of a migrated database each test file loads. */
    pgliteSnapshot: string | null;
  }
}

/**
 * Migrates one database per run; every test file starts from a copy of it. With
 * TEST_DATABASE_URL (a PostgreSQL URL whose user may create databases) the suite runs on
 * PostgreSQL, otherwise on PGlite.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `preauth_test_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const handle = await openDatabase({
      kind: 'postgres',
      url: withDatabase(adminUrl, name),
      poolSize: 2,
    });
    await migrateDatabase(handle);
    await handle.close();
    project.provide('templateDatabase', { adminUrl, name });
    project.provide('pgliteSnapshot', null);
    return async () => {
      // Drop the template and every per-file copy made from it.
      const { rows } = await admin.query<{ datname: string }>(
        'select datname from pg_database where datname like $1',
        [`${name}%`],
      );
      for (const { datname } of rows)
        await admin.query(`drop database if exists ${datname} with (force)`);
      await admin.end();
    };
  }
  const client = await openPglite(undefined);
  await migrateDatabase(pgliteHandle(client));
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'preauth-test-'));
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('templateDatabase', null);
  project.provide('pgliteSnapshot', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
