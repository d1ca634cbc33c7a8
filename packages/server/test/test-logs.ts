import { mkdirSync } from 'node:fs';
import path from 'node:path';
import pino from 'pino';

/**
 * Where every test server writes its log lines, so one check after the suite can read the whole
 * run's output (test/log-hygiene). The root Vitest config sets the folder once per run.
 */
export function testLogDir(): string | null {
  return process.env.PREAUTH_TEST_LOG_DIR ?? null;
}

let stream: pino.DestinationStream | undefined;

/** This worker's log file in the run's folder; null when no folder was set. */
export function testLogStream(): pino.DestinationStream | null {
  const dir = testLogDir();
  if (!dir) return null;
  if (!stream) {
    mkdirSync(dir, { recursive: true });
    stream = pino.destination({ dest: path.join(dir, `${process.pid}.log`), sync: true });
  }
  return stream;
}
