// Makes the PGlite template (core/db/pglite-template.ts) in the folder given as the argument:
// run by build.mjs, which chooses when the template must be made again.
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS, pgliteHandle } from './core/db/database';
import { migrateDatabase } from './core/db/migrate';

const [dir] = process.argv.slice(2);
if (!dir) throw new Error('Usage: node dist/pglite-template.js <folder>');
const handle = pgliteHandle(new PGlite(dir, { extensions: PGLITE_EXTENSIONS }));
await migrateDatabase(handle);
await handle.close();
