import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import path from 'node:path';
import { packageRoot } from '../paths';
import type { DatabaseHandle } from './database';

export const MIGRATIONS_FOLDER = path.join(packageRoot(), 'drizzle');

/** Applies the committed SQL migrations; the same files run on PGlite and PostgreSQL. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const options = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, options);
  } else {
    await migratePg(handle.db as unknown as NodePgDatabase, options);
  }
}
