import { defineConfig } from 'vitest/config';

// `npm test`: every unit and integration suite (the browser journeys in e2e/ run separately).
export default defineConfig({
  test: {
    projects: ['packages/shared', 'packages/server', 'packages/web'],
  },
});
