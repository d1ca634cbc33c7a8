import { existsSync } from 'node:fs';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './core/config/env';
import { openDatabase } from './core/db/database';
import { createEventConsumers } from './core/events/event-consumers';
import { connectionProblem, isDatabaseUnavailable, PgliteDataFolderError } from './core/db/errors';
import { migrateDatabase } from './core/db/migrate';
import { retryWhileUnavailable } from './core/db/startup-retry';
import { createOutboxWorker } from './core/mail/outbox-worker';
import { createMailTransport, createSmsTransport } from './core/mail/transports';
import { systemClock } from './core/security/clock';
import { openFileStore } from './core/storage/open-file-store';
import { createRequestTimers, singpassStandIn } from './modules/requests/requests.module';
import { createUploadTimers } from './modules/uploads/unattached-uploads';
import { DEMO_PASSWORD } from './seed/demo-people';
import type { DemoAccount } from './seed/seed-demo';
import { seedDemoDataIfEmpty } from './seed/seed-demo';

function readConfig() {
  if (existsSync('.env')) process.loadEnvFile('.env');
  try {
    // `--development` (npm start, npm run dev) chooses development when NODE_ENV is not set;
    // without either the server is production.
    return loadConfig(process.env, { development: process.argv.includes('--development') });
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
  if (!(error instanceof PgliteDataFolderError)) throw error;
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
const app = await buildApp({ config, db: database.db, clock: systemClock });
database.onConnectionLost((error) => app.log.warn({ err: error }, 'database connection lost'));
const mailWorker = createOutboxWorker({
  db: database.db,
  clock: systemClock,
  transport: createMailTransport({ config, db: database.db, clock: systemClock }),
  sms: createSmsTransport({ config, db: database.db, clock: systemClock }),
  logger: app.log,
});
if (config.isProduction && !config.sms.providerUrl) {
  app.log.warn('SMS_PROVIDER_URL is not set: text messages will be marked failed, not sent');
}
if (config.isProduction && !config.singpass) {
  app.log.warn('SINGPASS_ISSUER is not set: the Singpass login answers 503');
}
if (config.isProduction && !config.clamd) {
  app.log.warn('CLAMD_SOCKET or CLAMD_HOST is not set: uploads are not scanned for viruses');
}
app.addHook('onClose', () => mailWorker.stop());
const requestTimers = createRequestTimers({ ...app.deps, logger: app.log });
const uploadTimers = createUploadTimers({
  ...app.deps,
  store: await openFileStore(config),
  logger: app.log,
});
app.addHook('onClose', () => uploadTimers.stop());
app.addHook('onClose', () => requestTimers.stop());
// The request events' consumers (the audit, straight-through; core/events), in this process.
const eventConsumers = createEventConsumers({ ...app.deps, logger: app.log });
app.addHook('onClose', () => eventConsumers.stop());
// Development without SINGPASS_ISSUER: the local Singpass (MockPass); it ends with the portal.
const standIn = singpassStandIn(config, app.log);
if (standIn) app.addHook('onClose', () => standIn.stop());
let closing = false;
// While shutting down, each answer closes its connection: the drain then waits for the calls in
// progress, not for their clients' keep-alive connections to time out.
app.addHook('onSend', async (_request, reply) => {
  if (closing) reply.header('connection', 'close');
});

/**
 * Stops taking calls, lets the calls in progress finish, stops the outbox worker and the expiry
 * sweep (each finishes its round: the onClose hooks above), then closes the database.
 */
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing the calls in progress');
  setTimeout(() => {
    app.log.error(`still busy ${DRAIN_TIMEOUT_MS / 1000} s after ${signal}: exiting anyway`);
    process.exit(1);
  }, DRAIN_TIMEOUT_MS).unref();
  try {
    await app.close();
    await database.close();
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
  app.log.info('stopped');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
standIn?.start();
mailWorker.start(2_000);
// Expiries are counted in days; a minute late is close enough.
requestTimers.start(60_000);
// The consumers wake every second: straight-through approves a request that passes its
// insurer's rules within seconds of reaching Processing (the issue asks for 5).
eventConsumers.start(1_000);
// Unattached uploads go a day after they arrived; ten minutes late is close enough.
uploadTimers.start(10 * 60_000);
if (seeded) printDemoAccounts(seeded, config.publicUrl);
app.log.info(
  {
    url: config.publicUrl,
    environment: config.env,
    listening: `${config.host}:${config.port}`,
    database: database.kind,
    uploads: config.s3 ? 's3' : 'disk',
    demoData: config.demoData,
  },
  'portal ready',
);
