import react from '@vitejs/plugin-react';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { ChunkingContext } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';

/** Where the server of `npm run dev` listens. */
const API_ORIGIN = 'http://localhost:3000';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|map)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside each compressible file of the build, so
 * the server sends them as they are (it picks one by Accept-Encoding) instead of compressing on
 * every request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'preauth-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await readdir(outDir, { recursive: true, withFileTypes: true });
      await Promise.all(
        files
          .filter((file) => file.isFile() && COMPRESSIBLE.test(file.name))
          .map(async (file) => {
            const filePath = path.join(file.parentPath, file.name);
            const content = await readFile(filePath);
            const [br, gz] = await Promise.all([
              brotli(content, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
                },
              }),
              gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
            ]);
            await Promise.all([writeFile(`${filePath}.br`, br), writeFile(`${filePath}.gz`, gz)]);
          }),
      );
    },
  };
}

/** The portal's own modules and the form library: what the lazy screens share in small parts. */
const SCREENS_SHARED =
  /[\\/](packages[\\/](web|shared)[\\/]src|node_modules[\\/](react-hook-form|@hookform))[\\/]/;
/** What only some screens need and a link's first screen must not wait for (issue 27). */
const HEAVY =
  /[\\/]node_modules[\\/](react-day-picker|date-fns|@floating-ui|libphonenumber-js)[\\/]/;

/**
 * One chunk for the portal's modules two or more lazy screens share, where the bundler makes a
 * chunk of every set of screens sharing some (issue 27: 16 to 23 scripts under 2.5 KB per page,
 * each a request with its own headers). A module that brings the calendar, Floating UI or the
 * phone numbers with it stays out, as a group takes every module its modules import.
 */
function screensShared() {
  const heavy = new Map<string, boolean>();
  const bringsHeavy = (id: string, ctx: ChunkingContext): boolean => {
    const known = heavy.get(id);
    if (known !== undefined) return known;
    heavy.set(id, false); // an import cycle adds nothing
    const result =
      HEAVY.test(id) ||
      (ctx.getModuleInfo(id)?.importedIds.some((imported) => bringsHeavy(imported, ctx)) ?? false);
    heavy.set(id, result);
    return result;
  };
  return (id: string, ctx: ChunkingContext) =>
    SCREENS_SHARED.test(id) && !bringsHeavy(id, ctx) ? 'screens' : null;
}

export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    // dist/.vite/manifest.json: which chunks each entry loads (read by the bundle-size check).
    manifest: true,
    // Browsers the portal supports preload modules themselves (modulepreload: Chrome 66, Firefox
    // 115, Safari 17); without them a lazy screen still loads, only unhinted. The polyfill cost the
    // login page's budget (issue 10) room the insurer's console needed.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The entry names every lazy screen's files for preloading, and their names cost the login
      // page's budget (issue 10) about 135 bytes gzip: lazy chunks and assets are named by their
      // content hash alone (.vite/manifest.json maps each to its source).
      output: {
        chunkFileNames: 'assets/[hash].js',
        assetFileNames: 'assets/[hash][extname]',
        codeSplitting: {
          groups: [
            // What the login page loads, one file (the bundler made 4 to 6 of it, by which lazy
            // screens also use each part); first, so no other group takes a part of it.
            { name: 'login', tags: ['$initial'], priority: 2 },
            { name: screensShared(), minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': API_ORIGIN,
      // The server's development mailbox; /dev/ui is a page of this app.
      '/dev/mailbox': API_ORIGIN,
    },
  },
});
