/**
 * `npm run lint:openapi`: writes the OpenAPI document as a production server with API_DOCS
 * serves it (its routes as registered, on an empty in-memory database, no port opened) to the
 * given file, for the linter to read.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './core/config/env';
import { openPglite, pgliteHandle } from './core/db/database';
import { systemClock } from './core/security/clock';

const [outFile] = process.argv.slice(2);
if (!outFile) throw new Error('Usage: tsx packages/server/src/api-document.ts <file.json>');

// The test settings need no secrets; `isProduction` then leaves out the development routes.
const config = { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), isProduction: true };
const database = pgliteHandle(await openPglite(undefined));
const app = await buildApp({ config, db: database.db, clock: systemClock }, { logger: false });
try {
  await app.ready();
  await mkdir(path.dirname(outFile), { recursive: true });
  await writeFile(outFile, JSON.stringify(app.swagger(), null, 2));
} finally {
  await app.close();
  await database.close();
}
