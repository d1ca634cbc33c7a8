import { defineProject } from 'vitest/config';

// `*.services.test.ts` need real services beside the database (Redis); they run in the
// PostgreSQL run (`npm run test:server:postgres`), which provides them, not in plain `npm test`.
const withServices = Boolean(process.env.TEST_REDIS_URL);

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    exclude: withServices ? [] : ['src/**/*.services.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    // Each file re-imports its own modules (test/fresh-modules.ts) but not the packages.
    isolate: false,
    setupFiles: ['./test/fresh-modules.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
