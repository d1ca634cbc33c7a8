// Start-up time to the first healthy answer, and login and user-info throughput on PGlite and on
// PostgreSQL, on a throw-away data folder and a throw-away PostgreSQL database.
import {
  BASE,
  DEMO_PASSWORD,
  DURATION,
  load,
  login,
  startServer,
  stopServer,
  withDataDir,
  withThrowawayDatabase,
  writeResults,
} from './lib.mjs';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const LOGIN = { username: 'policyholder@demo.sg', password: DEMO_PASSWORD };

let ipCounter = 0;
/** Each login comes from another forwarded address, so the per-IP limit measures nothing. */
const nextIp = () => `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter++ & 255}`;

async function throughput(label) {
  const token = await login(LOGIN.username, nextIp());
  const logins = await load(`${label}: POST /api/auth/login`, {
    connections: CONNECTIONS,
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
    connections: CONNECTIONS,
    url: `${BASE}/api/users/me`,
    headers: { authorization: `Bearer ${token}` },
  });
  return [logins, me];
}

export async function run() {
  const rows = [];
  await withDataDir('preauth-bench-', async (dataDir) => {
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

    await withThrowawayDatabase('preauth_bench', async (url) => {
      const first = await startServer({ DATABASE_URL: url, DATA_DIR: dataDir });
      rows.push({
        title: 'PostgreSQL: start to healthy, empty database (migrate + demo data)',
        ms: first.startupMs,
      });
      rows.push(...(await throughput('PostgreSQL')));
      await stopServer(first.child);
    });
  });

  console.log(`\nStart-up and login (${CONNECTIONS} connections, ${DURATION} s per load test)\n`);
  for (const row of rows) {
    if ('ms' in row) console.log(`${row.title.padEnd(72)} ${row.ms.toFixed(0).padStart(6)} ms`);
    else
      console.log(
        `${row.title.padEnd(72)} ${String(row.requestsPerSecond).padStart(6)} req/s  p99 ${row.p99Ms} ms  failures ${row.failures}`,
      );
  }
  writeResults('startup', rows);
}
