// The real server process (src/main.ts through tsx, as `npm run dev` runs it) for the tests of
// what only a process shows: start-up, signals, and surviving a database that goes away.
import { sql } from 'drizzle-orm';
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, inject, onTestFinished } from 'vitest';
import type { Database } from '../src/core/db/database';
import { queryRows } from '../src/core/db/database';
import { withDatabase } from './global-setup';
import { testLogDir } from './test-logs';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** performance.now() when it exited. */
  at: number;
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** What it printed so far. */
  stdout(): string;
  stderr(): string;
  /** Its pino lines so far, parsed. */
  logLines(): Record<string, unknown>[];
  /** Settles when the process has exited. */
  exited: Promise<Exit>;
  /** Still running (not exited, and the pid answers signal 0). */
  isAlive(): boolean;
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('No port');
  return address.port;
}

/** The URL of the file's PostgreSQL test database (a copy of the run's template). */
export async function databaseUrlOf(db: Database): Promise<string> {
  const template = inject('templateDatabase');
  if (!template) throw new Error('These tests need PostgreSQL (npm run test:server:postgres)');
  const [row] = await queryRows<{ name: string }>(db, sql`select current_database() as name`);
  if (!row) throw new Error('No current database');
  return withDatabase(template.adminUrl, row.name);
}

/**
 * Spawns the server on 127.0.0.1 in a fresh working folder (so no `.env` is read) with a test
 * configuration plus `env`. Its pino lines also go to the run's log folder, which the log-hygiene
 * check reads. Killed after the test (or the file, when spawned outside a test) if still running.
 */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const workDir = mkdtempSync(path.join(tmpdir(), 'preauth-process-'));
  const child = spawn(process.execPath, ['--import', TSX, MAIN], {
    cwd: workDir,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'info',
      DEMO_DATA: 'false',
      DATA_DIR: path.join(workDir, 'data'),
      WEB_DIST_DIR: path.join(workDir, 'no-web-app'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  const logDir = testLogDir();
  if (logDir) mkdirSync(logDir, { recursive: true });
  const logFile = logDir && path.join(logDir, `server-process-${process.pid}-${child.pid}.log`);
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  let exit: Exit | undefined;
  const exited = new Promise<Exit>((resolve) => {
    child.once('exit', (code, signal) => {
      exit = { code, signal, at: performance.now() };
      resolve(exit);
    });
  });
  const jsonLines = () => stdout.split('\n').filter((line) => line.startsWith('{'));
  void exited.then(() => {
    if (logFile && jsonLines().length > 0) appendFileSync(logFile, `${jsonLines().join('\n')}\n`);
    rmSync(workDir, { recursive: true, force: true });
  });
  const kill = async () => {
    if (!exit) child.kill('SIGKILL');
    await exited;
  };
  try {
    onTestFinished(kill);
  } catch {
    afterAll(kill);
  }
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    stdout: () => stdout,
    stderr: () => stderr,
    logLines: () => jsonLines().map((line) => JSON.parse(line) as Record<string, unknown>),
    exited,
    isAlive() {
      if (exit || child.pid === undefined) return false;
      try {
        process.kill(child.pid, 0);
        return true;
      } catch {
        return false;
      }
    },
  };
}

/** Spawns the server and waits until `GET /api/health` answers 200 (or the process exits). */
export async function startServer(
  env: Record<string, string>,
  timeoutMs = 90_000,
): Promise<ServerProcess> {
  const server = await spawnServer(env);
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    if (!server.isAlive()) {
      throw new Error(`The server exited before it was healthy:\n${server.stderr()}`);
    }
    if (performance.now() > deadline) throw new Error('The server was not healthy in time');
    try {
      const response = await fetch(`${server.url}/api/health`, {
        signal: AbortSignal.timeout(2_000),
      });
      if (response.ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
