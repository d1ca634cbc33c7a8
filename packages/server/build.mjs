// Bundles the server into dist/main.js, and its PDF worker into dist/pdf-worker.js. Workspace
// packages (TypeScript sources) are bundled in; every other package stays an ordinary runtime
// dependency. Then makes the PGlite template (src/core/db/pglite-template.ts) when the migrations
// or PGlite changed since the last build.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

// Chunks are named by their content's hash: remove the previous build's.
rmSync('dist/chunks', { recursive: true, force: true });
await build({
  // The PDF worker thread's entry is a bundle of its own, beside main.js (core/pdf).
  entryPoints: ['src/main.ts', 'src/pdf-worker.ts', 'src/pglite-template.ts'],
  outdir: 'dist',
  bundle: true,
  // Modules imported with import() (the PDF inspection and its pdf-lib) become chunks loaded when
  // first used, not at start-up.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-packages',
      setup(pluginBuild) {
        pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@preauth/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});

/** What the template is made of: every migration file and the PGlite version. */
function templateKey() {
  const hash = createHash('sha256');
  for (const file of readdirSync('drizzle', { recursive: true }).sort()) {
    if (String(file).endsWith('.sql') || String(file).endsWith('_journal.json')) {
      hash.update(String(file)).update(readFileSync(`drizzle/${file}`));
    }
  }
  // The package's own folder (its package.json is not exported): dist/index.js's parent's parent.
  const entry = fileURLToPath(import.meta.resolve('@electric-sql/pglite'));
  const pglite = JSON.parse(readFileSync(path.join(entry, '..', '..', 'package.json'), 'utf8'));
  return hash.update(pglite.version).digest('hex');
}

const TEMPLATE = 'dist/pglite-template';
const KEY_FILE = `${TEMPLATE}.key`;
const key = templateKey();
if (!existsSync(TEMPLATE) || !existsSync(KEY_FILE) || readFileSync(KEY_FILE, 'utf8') !== key) {
  rmSync(TEMPLATE, { recursive: true, force: true });
  execFileSync(process.execPath, ['dist/pglite-template.js', TEMPLATE], { stdio: 'inherit' });
  writeFileSync(KEY_FILE, key);
}
