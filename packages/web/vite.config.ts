import react from '@vitejs/plugin-react';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
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

export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    // dist/.vite/manifest.json: which chunks each entry loads (read by the bundle-size check).
    manifest: true,
    // Browsers the portal supports preload modules themselves (modulepreload: Chrome 66, Firefox
    // 115, Safari 17); without them a lazy screen still loads, only unhinted. The polyfill cost the
    // login page's budget (issue 10) room the insurer's console needed.
    modulePreload: { polyfill: false },
    // The entry names every lazy screen's chunk by its hash, and random characters do not
    // compress: 7 instead of 8 (the least the bundler accepts for this many chunks) keep the
    // login page's budget.
    rollupOptions: { output: { chunkFileNames: 'assets/[name]-[hash:7].js' } },
  },
  server: {
    proxy: {
      '/api': API_ORIGIN,
      // The server's development mailbox; /dev/ui is a page of this app.
      '/dev/mailbox': API_ORIGIN,
    },
  },
});
