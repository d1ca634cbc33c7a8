// npm run bench: start-up time to the first healthy answer, and login and user-info throughput
// on PGlite and on PostgreSQL. Needs a build (npm run build); starts its own servers on
// loopback, on a throw-away data folder and a throw-away PostgreSQL database.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const PORT = Number(process.env.BENCH_PORT ?? 3900);
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const LOGIN = { username: 'policyholder@demo.sg', password: 'demo-password' };

if (!existsSync('packages/server/dist/main.js') || !existsSync('packages/web/dist/index.html')) {
  console.error('Build first: npm run build');
  process.exit(1);
}

/** Starts the server the way `npm start` does after its build; answers the time to healthy. */
async function startServer(env) {
  const started = performance.now();
  const child = spawn('npm', ['run', '--silent', 'serve'], {
    env: { ...process.env, PORT: String(PORT), LOG_LEVEL: 'warn', TRUST_PROXY: 'true', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${BASE}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { child, startupMs: performance.now() - started };
}

/** npm exits at once on a signal while the server still closes its database: wait for both. */
async function stopServer(child) {
  process.kill(-child.pid, 'SIGTERM');
  for (;;) {
    try {
      process.kill(-child.pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let ipCounter = 0;
/** Each login comes from another forwarded address, so the per-IP limit measures nothing. */
const nextIp = () => `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter++ & 255}`;

async function load(title, options) {
  const result = await autocannon({ duration: DURATION, connections: CONNECTIONS, ...options });
  const non2xx = result.non2xx + result.errors;
  return {
    title,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    failures: non2xx,
  };
}

async function throughput(label) {
  const loginResponse = await fetch(`${BASE}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
    body: JSON.stringify(LOGIN),
  });
  const { access_token: token } = await loginResponse.json();
  const login = await load(`${label}: POST /api/auth/login`, {
    url: `${BASE}/api/auth/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(LOGIN),
    requests: [
      {
        setupRequest: (req) => ({
          ...req,
          headers: { ...req.headers, 'x-forwarded-for': nextIp() },
        }),
      },
    ],
  });
  const me = await load(`${label}: GET /api/users/me`, {
    url: `${BASE}/api/users/me`,
    headers: { authorization: `Bearer ${token}` },
  });
  return [login, me];
}

const rows = [];
const dataDir = mkdtempSync(path.join(tmpdir(), 'preauth-bench-'));
try {
  const cold = await startServer({ DATA_DIR: dataDir });
  rows.push({
    title: 'PGlite: start to healthy, empty data folder (migrate + demo data)',
    ms: cold.startupMs,
  });
  await stopServer(cold.child);
  const warm = await startServer({ DATA_DIR: dataDir });
  rows.push({ title: 'PGlite: start to healthy, existing data', ms: warm.startupMs });
  rows.push(...(await throughput('PGlite')));
  await stopServer(warm.child);

  const dbName = `preauth_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  try {
    const url = new URL(ADMIN_URL);
    url.pathname = `/${dbName}`;
    const env = { DATABASE_URL: url.toString(), DATA_DIR: dataDir };
    const first = await startServer(env);
    rows.push({
      title: 'PostgreSQL: start to healthy, empty database (migrate + demo data)',
      ms: first.startupMs,
    });
    rows.push(...(await throughput('PostgreSQL')));
    await stopServer(first.child);
  } finally {
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(`\nBenchmark (${CONNECTIONS} connections, ${DURATION} s per load test)\n`);
for (const row of rows) {
  if ('ms' in row) console.log(`${row.title.padEnd(72)} ${row.ms.toFixed(0).padStart(6)} ms`);
  else
    console.log(
      `${row.title.padEnd(72)} ${String(row.requestsPerSecond).padStart(6)} req/s  p99 ${row.p99Ms} ms  failures ${row.failures}`,
    );
}
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  `bench/results/${new Date().toISOString().replaceAll(':', '-')}.json`,
  JSON.stringify(rows, null, 2),
);
