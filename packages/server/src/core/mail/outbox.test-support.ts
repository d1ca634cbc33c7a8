// The outbox worker's test helpers, shared by the email and SMS delivery tests.
import { onTestFinished } from 'vitest';
import { openTestDatabase } from '../../../test/database';
import { createFakeClock } from '../../../test/fake-clock';
import type { Database } from '../db/database';
import { createOutboxWorker, type MailLogger } from './outbox-worker';
import { mailboxTransport } from './transports';

/** Each test gets its own database: the worker delivers every due message it can see. */
export async function freshDatabase(): Promise<Database> {
  const handle = await openTestDatabase();
  onTestFinished(() => handle.close());
  return handle.db;
}

/** A logger that keeps what the worker logged, for the tests to read. */
export function recordingLogger() {
  const lines: unknown[][] = [];
  const record = (...args: unknown[]) => void lines.push(args);
  const logger = { info: record, warn: record, error: record } as unknown as MailLogger;
  return { logger, lines };
}

/** A worker on a fresh database, delivering into the local mailbox, with its fake clock. */
export async function mailboxWorker() {
  const db = await freshDatabase();
  const clock = createFakeClock();
  const worker = createOutboxWorker({
    db,
    clock,
    transport: mailboxTransport(db, 'portal@example.sg', clock),
  });
  return { db, clock, worker };
}
