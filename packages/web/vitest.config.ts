import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup-tests.ts'],
    // A ceiling for a stuck test, not a speed check: on a busy 2-core machine a whole-app test
    // (log in, then the dashboard) took over the default 5 s.
    testTimeout: 20_000,
  },
});
