import { afterAll } from 'vitest';
import type { BuildAppOptions } from '../src/app';
import { buildApp } from '../src/app';
import type { AppConfig } from '../src/core/config/env';
import { loadConfig } from '../src/core/config/env';
import type { Database } from '../src/core/db/database';
import { openTestDatabase } from './database';
import type { FakeClock } from './fake-clock';
import { createFakeClock } from './fake-clock';
import { testLogStream } from './test-logs';

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent' }),
    ...overrides,
  };
}

let shared: Promise<Database> | undefined;

/**
 * The test file's database, opened once and closed after the file. Tests isolate themselves by
 * creating their own insurer (tenant) rather than truncating tables.
 */
export function testDatabase(): Promise<Database> {
  if (!shared) {
    const opening = openTestDatabase();
    afterAll(async () => (await opening).close());
    shared = opening.then((handle) => handle.db);
  }
  return shared;
}

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  db: Database;
  clock: FakeClock;
  config: AppConfig;
}

/**
 * A server on the file's database with a fake clock; closed after the file. Unless the test
 * chooses its own logging, it logs at info into the run's log folder, which the log-hygiene check
 * reads after the suite.
 */
export async function createTestApp(
  options: { config?: Partial<AppConfig>; clock?: FakeClock; db?: Database } & BuildAppOptions = {},
): Promise<TestApp> {
  const db = options.db ?? (await testDatabase());
  const clock = options.clock ?? createFakeClock();
  const runLog = options.logger === undefined ? testLogStream() : null;
  const config = testConfig(runLog ? { logLevel: 'info', ...options.config } : options.config);
  const app = await buildApp(
    { config, db, clock },
    {
      ...(runLog
        ? { logger: true, logStream: runLog }
        : { logger: options.logger ?? false, logStream: options.logStream }),
      timeouts: options.timeouts,
      pdf: options.pdf,
    },
  );
  afterAll(() => app.close());
  await app.ready();
  return { app, db, clock, config };
}
