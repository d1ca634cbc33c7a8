// What the benchmarks share: the built server on loopback, a throw-away PostgreSQL database,
// autocannon runs and the results folder.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
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
  await waitUntilHealthy(child, BASE);
  return { child, startupMs: performance.now() - started };
}

/**
 * Waits until `base` answers its health check; stops `child` and throws when it exits first or
 * stays unhealthy past the start-up bound.
 */
export async function waitUntilHealthy(child, base) {
  const deadline = performance.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (performance.now() > deadline) {
      await stopServer(child);
      throw new Error(`server not healthy after ${START_TIMEOUT_MS / 1000} s`);
    }
    try {
      const response = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
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

/**
 * Runs `fn(url)` on a new PostgreSQL database, dropped afterwards whatever happens, unless
 * `BENCH_KEEP_DATABASE` is set (to read its plans by hand afterwards: its name is printed).
 */
export async function withThrowawayDatabase(prefix, fn) {
  const dbName = `${prefix}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${dbName}`;
  try {
    return await fn(url.toString());
  } finally {
    if (process.env.BENCH_KEEP_DATABASE) console.log(`Database kept: ${url}`);
    else await admin.query(`drop database if exists ${dbName} with (force)`);
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

/**
 * The body of a policyholder's new request for `patient` (a row of `GET /api/policyholders/patients`)
 * on its first policy, with a free-typed doctor reached at `doctorEmail`.
 */
export function newRequestBody(insurerCode, patient, doctorEmail = 'doctor@example.sg') {
  const [policy] = patient.policies;
  return {
    insurerCode,
    patientName: patient.name,
    patientNric: patient.enc_nric,
    lifeAssuredClntNo: patient.lifeAssuredClntNo,
    patientEmailaddress: 'patient@example.sg',
    policyName: policy.policyName,
    policyNumber: policy.policyNo,
    doctorName: 'Dr Soak Test',
    doctorId: null,
    clinicName: 'Soak Test Clinic',
    clinicId: null,
    clinicdoctorEmailaddress: doctorEmail,
    fcNeedstobeNotified: false,
    creatorRole: 'policy-holder',
    clinicdoctorResendEmailaddress: '',
    authCode: null,
  };
}

/** Logs a demo account in as if from `ip` (the server trusts the forwarded address); its token. */
export async function login(username, ip, base = BASE) {
  const response = await fetch(`${base}/api/auth/login`, {
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

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A load client of the server at `base`: `call` sends one call as `token` and counts it in
 * `stats` (latency per call, count per status, 'no answer' when none came); `untilAnswered` sends
 * again (same key, same body) while the answer is 503 or none came, as a client would, until a
 * minute past `stopAt`. Behind a load balancer a process that dies under a call answers 502 (or
 * 504): the call may have committed, so it is sent again too, and its key answers the first answer.
 */
/** The answers a client sends the same call again after. */
const RETRIED = new Set([502, 503, 504, 'no answer']);

export function createCaller(base) {
  const stats = { latencies: [], byStatus: {}, reads: 0, writes: 0 };
  async function call(method, path, token, { body, headers } = {}) {
    const started = performance.now();
    let status = 'no answer';
    let json = null;
    try {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      status = response.status;
      const text = await response.text();
      json = text ? JSON.parse(text) : null;
    } catch {
      // counted as 'no answer'
    }
    stats.latencies.push(performance.now() - started);
    stats.byStatus[status] = (stats.byStatus[status] ?? 0) + 1;
    if (method === 'GET') stats.reads += 1;
    else stats.writes += 1;
    return { status, json };
  }
  async function untilAnswered(send, stopAt) {
    for (;;) {
      const answer = await send();
      if (!RETRIED.has(answer.status)) return answer;
      if (performance.now() > stopAt + 60_000) return answer;
      await sleep(250);
    }
  }
  return { call, untilAnswered, stats };
}

/** `rootPid` and every process below it (from /proc), parents first. */
export function processTree(rootPid) {
  const children = (pid) => {
    try {
      return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
        readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8')
          .trim()
          .split(/\s+/)
          .filter(Boolean)
          .map(Number),
      );
    } catch {
      return [];
    }
  };
  const tree = [];
  const queue = [rootPid];
  while (queue.length > 0) {
    const pid = queue.shift();
    tree.push(pid);
    queue.push(...children(pid));
  }
  return tree;
}

/** The resident memory of a process in MB, or null when it is gone. */
export function rssMb(pid) {
  try {
    const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
    return match ? Math.round(Number(match[1]) / 1024) : null;
  } catch {
    return null;
  }
}

export function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = Float64Array.from(values).sort();
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]);
}

/** What a load's calls came to: counts, rate, p50 and p99, answers by status. */
export function callFigures(stats, elapsedSeconds) {
  return {
    calls: stats.latencies.length,
    reads: stats.reads,
    writes: stats.writes,
    requestsPerSecond: Math.round(stats.latencies.length / elapsedSeconds),
    p50Ms: percentile(stats.latencies, 50),
    p99Ms: percentile(stats.latencies, 99),
    byStatus: stats.byStatus,
  };
}
