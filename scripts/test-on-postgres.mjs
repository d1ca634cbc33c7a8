// Runs the server suite against PostgreSQL and Redis. The suite creates its own database from
// TEST_DATABASE_URL (default: the local server) and drops it when done.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const env = {
  ...process.env,
  TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  TEST_REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
};
// Vitest's own CLI under this Node, not `npx`: an `npx -c` around us (README, Node lines) leaves
// settings in the environment that a nested `npx` misreads.
const vitest = fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url));
const result = spawnSync(
  process.execPath,
  [vitest, 'run', '--project', 'server', '--project', 'server-logs', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    env,
  },
);
process.exit(result.status ?? 1);
