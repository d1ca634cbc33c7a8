import { existsSync } from 'node:fs';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './core/config/env';
import { openDatabase } from './core/db/database';
import { migrateDatabase } from './core/db/migrate';
import { createOutboxWorker } from './core/mail/outbox-worker';
import { createMailTransport, createSmsTransport } from './core/mail/transports';
import { systemClock } from './core/security/clock';
import { createRequestTimers } from './modules/requests/requests.module';
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

const config = readConfig();
const database = await openDatabase(config.database);
const seeded = await database.withStartupLock(async () => {
  await migrateDatabase(database);
  return config.demoData ? seedDemoDataIfEmpty(database.db, systemClock.now()) : null;
});
const app = await buildApp({ config, db: database.db, clock: systemClock });
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
app.addHook('onClose', () => mailWorker.stop());
const requestTimers = createRequestTimers({ ...app.deps, logger: app.log });
app.addHook('onClose', () => requestTimers.stop());

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
mailWorker.start(2_000);
// Expiries are counted in days; a minute late is close enough.
requestTimers.start(60_000);
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
