import { PGlite } from '@electric-sql/pglite';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import type { DatabaseHandle } from '../src/core/db/database';
import { PGLITE_EXTENSIONS, pgliteHandle, postgresHandle } from '../src/core/db/database';
import { withDatabase } from './global-setup';

/** A database for one test file: a copy of the run's migrated template. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const template = inject('templateDatabase');
  if (template) {
    // Unique without a counter: each file re-imports this module (test/fresh-modules.ts).
    const name = `${template.name}_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: template.adminUrl });
    await admin.connect();
    try {
      await admin.query(`create database ${name} template ${template.name}`);
    } finally {
      await admin.end();
    }
    return postgresHandle(
      new pg.Pool({ connectionString: withDatabase(template.adminUrl, name), max: 10 }),
    );
  }
  const snapshot = inject('pgliteSnapshot');
  if (!snapshot) throw new Error('The test global setup provided no database');
  const client = new PGlite({
    loadDataDir: new Blob([readFileSync(snapshot)]),
    extensions: PGLITE_EXTENSIONS,
  });
  await client.waitReady;
  return pgliteHandle(client);
}
