import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Manifest } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The most gzip JavaScript the login page may load before it shows (issue 10). It is about 142 KiB:
 * React DOM, React Router, zod, TanStack Query and react-hot-toast; the login form validates with
 * the shared schema without react-hook-form, which loads with the logged-in screens' forms.
 */
const LOGIN_BUDGET_BYTES = 150 * 1024;

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let outDir = '';
let manifest: Manifest;

/** The chunk and every chunk it imports statically, each once (what loads before it runs). */
function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}

async function gzipBytes(keys: Iterable<string>): Promise<number> {
  let total = 0;
  for (const key of keys) {
    const file = manifest[key]?.file;
    if (!file?.endsWith('.js')) continue;
    total += gzipSync(await readFile(path.join(outDir, file))).length;
  }
  return total;
}

describe('the production build', () => {
  beforeAll(async () => {
    // A build of its own, so the check never reads a stale dist/ (nor passes without one).
    outDir = await mkdtemp(path.join(tmpdir(), 'web-build-'));
    // Vitest sets NODE_ENV=test, which would bundle React's development build.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({
        root: webRoot,
        configFile: path.join(webRoot, 'vite.config.ts'),
        mode: 'production',
        logLevel: 'silent',
        build: { outDir, emptyOutDir: true },
      });
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
    manifest = JSON.parse(
      await readFile(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Manifest;
  }, 120_000);

  afterAll(async () => {
    if (outDir) await rm(outDir, { recursive: true, force: true });
  });

  it(`keeps the login page's JavaScript under ${LOGIN_BUDGET_BYTES / 1024} KiB gzip`, async () => {
    const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
    expect(entries.map(([key]) => key)).toEqual(['index.html']);

    // The login screen is part of the entry: what it loads is the entry and its static imports.
    const loginBytes = await gzipBytes(staticClosure('index.html'));

    expect(loginBytes).toBeGreaterThan(10 * 1024);
    expect(loginBytes).toBeLessThanOrEqual(LOGIN_BUDGET_BYTES);
  });

  it('loads the logged-in screens only when they are visited', () => {
    const loadedFirst = [...staticClosure('index.html')].map((key) => manifest[key]?.src ?? key);
    const lazy = manifest['index.html']?.dynamicImports ?? [];

    for (const screen of [
      'src/features/dashboard/routes/dashboard.tsx',
      'src/features/new-request/routes/new-request.tsx',
      'src/features/new-request/routes/create-request.tsx',
      'src/features/requests/routes/request-route.tsx',
      'src/features/ui-gallery/routes/ui-gallery.tsx',
    ]) {
      expect(lazy).toContain(screen);
      expect(loadedFirst).not.toContain(screen);
    }
  });

  it("keeps the phone numbers' metadata off the case page's first render, loading it after", async () => {
    for (const key of staticClosure('src/features/adjudication/routes/case.tsx')) {
      const file = manifest[key]?.file ?? '';
      // libphonenumber-js's metadata names each country's calling code under this key.
      expect(await readFile(path.join(outDir, file), 'utf8'), file).not.toContain(
        'country_calling_codes',
      );
    }
    const format = 'src/components/ui/phone-number-format.ts';
    expect(Object.values(manifest).some((chunk) => chunk.dynamicImports?.includes(format))).toBe(
      true,
    );
  });

  it("keeps the calendar and Floating UI off a link's first screen, loading them on first use", async () => {
    const calendar = 'src/components/form/calendar-popup.tsx';
    for (const firstScreen of [
      'src/features/doctor/routes/doctor-link-routes.ts',
      'src/features/business-office/routes/office-routes.ts',
    ]) {
      const loaded = [...staticClosure(firstScreen)];
      expect(loaded).not.toContain(calendar);
      for (const key of loaded) {
        const file = manifest[key]?.file ?? '';
        // Floating UI marks the elements it manages with data-floating-ui-* attributes.
        expect(await readFile(path.join(outDir, file), 'utf8'), file).not.toContain(
          'data-floating-ui-',
        );
      }
    }
    expect(Object.values(manifest).some((chunk) => chunk.dynamicImports?.includes(calendar))).toBe(
      true,
    );
  });
});
