// Makes the PGlite template (core/db/pglite-template.ts) in the folder given as the argument:
// run by build.mjs, which chooses when the template must be made again.
import { openPglite, pgliteHandle } from './core/db/database';
import { migrateDatabase } from './core/db/migrate';

const [dir] = process.argv.slice(2);
if (!dir) throw new Error('Usage: node dist/pglite-template.js <folder>');
const client = await openPglite(dir);
const handle = pgliteHandle(client);
await migrateDatabase(handle);
// Only the database PGlite opens is ever used. The others (postgres, template0) are 600 of the
// template's 1,200 files, and a first start spends most of its copy creating files (0.85 ms each
// on the disks we measured), whatever their size.
const others = await client.query<{ name: string }>(
  'select datname as name from pg_database where datname <> current_database()',
);
for (const { name } of others.rows) {
  await client.query('update pg_database set datistemplate = false where datname = $1', [name]);
  await client.exec(`drop database "${name}"`);
}
await handle.close();
