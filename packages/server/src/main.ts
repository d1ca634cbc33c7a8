import { existsSync } from 'node:fs';
import pino from 'pino';
import { buildApp } from './app';
import { BACKGROUND_WORK } from './background-work';
import { ConfigError, loadConfig } from './core/config/env';
import { openDatabase } from './core/db/database';
import {
  connectionProblem,
  isDatabaseUnavailable,
  PgliteDataFolderError,
  PgliteFolderInUseError,
} from './core/db/errors';
import { migrateDatabase } from './core/db/migrate';
import { retryWhileUnavailable } from './core/db/startup-retry';
import { loggerOptions } from './core/http/logger';
import { startBackgroundWork } from './core/jobs/background-runner';
import { systemClock } from './core/security/clock';
import { singpassStandIn } from './modules/requests/requests.module';
import { DEMO_PASSWORD } from './seed/demo-people';
import type { DemoAccount } from './seed/seed-demo';
import { seedDemoDataIfEmpty } from './seed/seed-demo';

function readConfig() {
  if (existsSync('.env')) process.loadEnvFile('.env');
  try {
    // `--development` (npm start, npm run dev) chooses development when NODE_ENV is not set;
    // without either the server is production. The last `--role=` wins, so one added after an
    // npm script's (`npm run serve -- --role=all`) chooses.
    return loadConfig(process.env, {
      development: process.argv.includes('--development'),
      role: process.argv
        .filter((arg) => arg.startsWith('--role='))
        .at(-1)
        ?.slice('--role='.length),
    });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    for (const problem of error.problems) console.error(`Configuration error: ${problem}`);
    process.exit(1);
  }
}

function printDemoAccounts(accounts: DemoAccount[], url: string) {
  console.log(`\nDemo data loaded. Log in at ${url}/login with password "${DEMO_PASSWORD}":`);
  for (const a of accounts)
    console.log(`  ${a.login.padEnd(34)} ${a.userType.padEnd(20)} ${a.insurerCode}`);
  console.log('');
}

/** Longest wait at SIGTERM for calls and worker rounds in progress before exiting anyway. */
const DRAIN_TIMEOUT_MS = 25_000;

const config = readConfig();
const database = await openDatabase(config.database).catch((error: unknown) => {
  if (!(error instanceof PgliteDataFolderError || error instanceof PgliteFolderInUseError)) {
    throw error;
  }
  console.error(`Database error: ${error.message}`);
  process.exit(1);
});
const connectTimeoutSeconds =
  config.database.kind === 'postgres' ? (config.database.connectTimeoutSeconds ?? 60) : 0;
const seeded = await retryWhileUnavailable(
  () =>
    database.withStartupLock(async () => {
      await migrateDatabase(database);
      return config.demoData ? seedDemoDataIfEmpty(database.db, systemClock.now()) : null;
    }),
  {
    timeoutSeconds: connectTimeoutSeconds,
    onRetry: (error, attempt, delayMs) =>
      console.log(
        `Waiting for the database (attempt ${attempt}: ${connectionProblem(error)}); ` +
          `next try in ${delayMs / 1000} s`,
      ),
  },
).catch((error: unknown) => {
  if (!isDatabaseUnavailable(error)) throw error;
  console.error(
    `Database error: no connection to the database at DATABASE_URL within ` +
      `${connectTimeoutSeconds} s (${connectionProblem(error)}). Check DATABASE_URL and that ` +
      `PostgreSQL accepts connections (DATABASE_CONNECT_TIMEOUT_SECONDS sets the wait).`,
  );
  process.exit(1);
});
const runsWeb = config.role !== 'worker';
const runsBackground = config.role !== 'web';
const app = runsWeb ? await buildApp({ config, db: database.db, clock: systemClock }) : undefined;
// The worker answers no calls: its own logger, configured as the web server's.
const log = app?.log ?? pino(loggerOptions(config));
database.onConnectionLost((error) => log.warn({ err: error }, 'database connection lost'));
if (config.isProduction && !config.sms.providerUrl && runsBackground) {
  log.warn('SMS_PROVIDER_URL is not set: text messages will be marked failed, not sent');
}
if (config.isProduction && !config.singpass && runsWeb) {
  log.warn('SINGPASS_ISSUER is not set: the Singpass login answers 503');
}
if (config.isProduction && !config.clamd && runsWeb) {
  log.warn('CLAMD_SOCKET or CLAMD_HOST is not set: uploads are not scanned for viruses');
}
if (!runsBackground && database.kind === 'pglite') {
  log.warn(
    'the web role on the embedded database runs no background work (no email is sent, no request ' +
      'expires) and no worker can share the folder: run `npm start` instead, or use PostgreSQL',
  );
}
const background = runsBackground
  ? await startBackgroundWork(BACKGROUND_WORK, {
      config,
      db: database.db,
      clock: systemClock,
      logger: log,
    })
  : undefined;
// Development without SINGPASS_ISSUER: the local Singpass (MockPass); it ends with the portal.
const standIn = app && singpassStandIn(config, app.log);
let closing = false;
if (app) {
  if (background) app.addHook('onClose', () => background.stop());
  if (standIn) app.addHook('onClose', () => standIn.stop());
  // While shutting down, each answer closes its connection: the drain then waits for the calls
  // in progress, not for their clients' keep-alive connections to time out.
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}

/**
 * Stops taking calls and lets the calls in progress finish (web), stops the background work (each
 * job finishes its round in progress), then closes the database.
 */
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  log.info({ signal }, 'shutting down: finishing the calls and rounds in progress');
  setTimeout(() => {
    log.error(`still busy ${DRAIN_TIMEOUT_MS / 1000} s after ${signal}: exiting anyway`);
    process.exit(1);
  }, DRAIN_TIMEOUT_MS).unref();
  try {
    // The web server's close stops the background work too (its onClose hook).
    await (app ? app.close() : background?.stop());
    await database.close();
  } catch (error) {
    log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
  log.info('stopped');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

if (app) await app.listen({ port: config.port, host: config.host });
standIn?.start();
if (seeded && app) printDemoAccounts(seeded, config.publicUrl);
log.info(
  {
    role: config.role,
    background: background?.names ?? [],
    url: config.publicUrl,
    environment: config.env,
    listening: app ? `${config.host}:${config.port}` : 'no (worker)',
    database: database.kind,
    uploads: config.s3 ? 's3' : 'disk',
    demoData: config.demoData,
  },
  app ? 'portal ready' : 'worker ready',
);
