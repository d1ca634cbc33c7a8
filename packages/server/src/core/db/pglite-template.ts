import { constants, cpSync, existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { packageRoot } from '../paths';

/**
 * A PGlite database with every migration applied, made by `npm run build` (build.mjs runs
 * dist/pglite-template.js). A first start copies it into its empty data folder instead of running
 * PostgreSQL's initdb and the migrations, which took most of the start-up time (bench/README.md).
 */
const PGLITE_TEMPLATE_DIR = path.join(packageRoot(), 'dist', 'pglite-template');

/**
 * Copies the template into `dataDir` when that folder is missing or empty and a template was
 * built; otherwise PGlite makes the database itself. The copy goes to a sibling folder first and is
 * renamed into place, so a start interrupted half-way leaves no half database behind. Migrations
 * added after the template was built still run at start, as on any existing database.
 */
export function copyPgliteTemplate(dataDir: string): void {
  if (!existsSync(PGLITE_TEMPLATE_DIR)) return;
  if (existsSync(dataDir)) {
    if (readdirSync(dataDir).length > 0) return;
    rmSync(dataDir, { recursive: true });
  }
  const partial = `${dataDir}.partial-${process.pid}`;
  // A copy-on-write clone where the file system offers one, a plain copy elsewhere.
  cpSync(PGLITE_TEMPLATE_DIR, partial, { recursive: true, mode: constants.COPYFILE_FICLONE });
  renameSync(partial, dataDir);
}
