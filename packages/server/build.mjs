// Bundles the server into dist/main.js, and its PDF worker into dist/pdf-worker.js. Workspace
// packages (TypeScript sources) are bundled in; every other package stays an ordinary runtime
// dependency.
import { build } from 'esbuild';

await build({
  // The PDF worker thread's entry is a bundle of its own, beside main.js (core/pdf).
  entryPoints: ['src/main.ts', 'src/pdf-worker.ts'],
  outdir: 'dist',
  bundle: true,
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
