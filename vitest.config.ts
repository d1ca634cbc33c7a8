import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

// One folder per run for the test servers' log lines, read by the log-hygiene check after the
// server suite (packages/server/test/log-hygiene).
process.env.PREAUTH_TEST_LOG_DIR ??= mkdtempSync(path.join(tmpdir(), 'preauth-test-logs-'));

// `npm test`: every unit and integration suite (the browser journeys in e2e/ run separately).
export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      'packages/server',
      'packages/web',
      {
        test: {
          name: 'e2e-support',
          root: 'e2e',
          // The journeys' own helpers; the journeys (`*.e2e.ts`) run with `npm run test:e2e`.
          include: ['support/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server-logs',
          root: 'packages/server',
          include: ['test/log-hygiene/*.test.ts'],
          // After every other project, so it reads the whole server suite's output.
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'web-budget',
          root: 'packages/web',
          include: ['test/bundle-budget.test.ts'],
          environment: 'node',
          // Last and alone: its production build would otherwise compete for the CPU with the
          // web suite, whose tests wait on timers.
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
