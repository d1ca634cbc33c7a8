// npm run bench: every benchmark in turn; `npm run bench -- --only request-list` runs one.
// Needs a build (npm run build). Servers listen on loopback only; each suite makes and removes
// its own data folder and PostgreSQL database.
import { parseArgs } from 'node:util';
import { requireBuild } from './lib.mjs';

const SUITES = {
  startup: () => import('./startup.mjs'),
  'request-list': () => import('./request-list.mjs'),
  'adjudication-queue': () => import('./adjudication-queue.mjs'),
  'request-counts-write': () => import('./request-counts-write.mjs'),
  'first-paint': () => import('./first-paint.mjs'),
  'lia-form': () => import('./lia-form.mjs'),
  lighthouse: () => import('./lighthouse.mjs'),
};

const { values } = parseArgs({ options: { only: { type: 'string' } } });
if (values.only && !(values.only in SUITES)) {
  console.error(`Unknown suite ${values.only}; one of: ${Object.keys(SUITES).join(', ')}`);
  process.exit(1);
}
requireBuild();
for (const [name, suite] of Object.entries(SUITES)) {
  if (!values.only || values.only === name) await (await suite()).run();
}
