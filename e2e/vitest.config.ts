import { defineConfig } from 'vitest/config';

// Browser journeys against the portal started as the README starts it (see support/global-setup).
export default defineConfig({
  root: import.meta.dirname,
  test: {
    name: 'e2e',
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 240_000,
    fileParallelism: false,
  },
});
