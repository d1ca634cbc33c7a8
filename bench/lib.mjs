// What the benchmarks share: the built server on loopback, a throw-away PostgreSQL database,
// autocannon runs and the results folder.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export const PORT = Number(process.env.BENCH_PORT ?? 3900);
export const BASE = `http://127.0.0.1:${PORT}`;
export const ADMIN_URL =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
/** The password of every demo account (packages/server/src/seed/demo-people.ts). */
export const DEMO_PASSWORD = 'demo-password';
/** Bounds on waiting for the server, so a stuck one cannot hold the run forever. */
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 30_000;

export function requireBuild() {
  if (!existsSync('packages/server/dist/main.js') || !existsSync('packages/web/dist/index.html')) {
    console.error('Build first: npm run build');
    process.exit(1);
  }
}

/**
 * Starts the server the way `npm start` does after its build (development: demo data, loopback);
 * answers the time to healthy.
 */
export async function startServer(env) {
  const started = performance.now();
  const child = spawn('npm', ['run', '--silent', 'serve', '--', '--development', '--role=all'], {
    env: { ...process.env, PORT: String(PORT), LOG_LEVEL: 'warn', TRUST_PROXY: 'true', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const deadline = started + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (performance.now() > deadline) {
      await stopServer(child);
      throw new Error(`server not healthy after ${START_TIMEOUT_MS / 1000} s`);
    }
    try {
      const response = await fetch(`${BASE}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { child, startupMs: performance.now() - started };
}

/** npm exits at once on a signal while the server still closes its database: wait for both. */
export async function stopServer(child) {
  process.kill(-child.pid, 'SIGTERM');
  const deadline = performance.now() + STOP_TIMEOUT_MS;
  for (;;) {
    try {
      process.kill(-child.pid, performance.now() > deadline ? 'SIGKILL' : 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Runs `fn(url)` on a new PostgreSQL database, dropped afterwards whatever happens. */
export async function withThrowawayDatabase(prefix, fn) {
  const dbName = `${prefix}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  try {
    const url = new URL(ADMIN_URL);
    url.pathname = `/${dbName}`;
    return await fn(url.toString());
  } finally {
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
}

/** Runs `fn(dir)` on a new temporary data folder, removed afterwards whatever happens. */
export async function withDataDir(prefix, fn) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  try {
    return await fn(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Logs a demo account in as if from `ip` (the server trusts the forwarded address); its token. */
export async function login(username, ip) {
  const response = await fetch(`${BASE}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login of ${username} answered ${response.status}`);
  return (await response.json()).access_token;
}

/** One autocannon run: requests per second, p99 latency and the answers that were not 2xx. */
export async function load(title, options) {
  const result = await autocannon({ duration: DURATION, ...options });
  return {
    title,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors,
  };
}

/** Writes `bench/results/<time>-<suite>.json`. */
export function writeResults(suite, data) {
  mkdirSync('bench/results', { recursive: true });
  const file = `bench/results/${new Date().toISOString().replaceAll(':', '-')}-${suite}.json`;
  writeFileSync(file, JSON.stringify(data, null, 2));
  return file;
}
