// GET /api/requests (the dashboard list) over 100,000 requests on PostgreSQL: autocannon against
// the built server beside the same SQL run through `pg` alone, at the same concurrency.
import pg from 'pg';
import {
  BASE,
  DURATION,
  login,
  startServer,
  stopServer,
  withDataDir,
  withThrowawayDatabase,
  writeResults,
} from './lib.mjs';
import { insertRequests } from './request-list-data.mjs';
import { compareRuns, explain, listQueries, printRuns, runQueries } from './request-list-sql.mjs';

const ROWS = Number(process.env.BENCH_LIST_ROWS ?? 100_000);
const CONNECTIONS = [10, 50];
const HOLDER = 'policyholder@demo.sg';
const ADJUDICATOR = 'adjudicator@demo.sg';

/** Whose list is measured: the demo policyholder owns a fifth of the rows. */
const SCENARIOS = [
  { title: 'policyholder, first page', login: HOLDER, query: '' },
  {
    title: 'policyholder, patientName=mei & APP',
    login: HOLDER,
    query: 'patientName=mei&statusCode=APP',
  },
  { title: 'policyholder, offset 1000', login: HOLDER, query: 'offset=1000' },
  { title: 'adjudicator (whole insurer), first page', login: ADJUDICATOR, query: '' },
];

/** The scope the route gives this user (scopeOf in modules/requests/access/request-scope.ts). */
async function scopeOf(pool, email) {
  const { rows } = await pool.query(
    'select insurer_id, user_type, policyholder_id from users where email = $1',
    [email],
  );
  const [user] = rows;
  return user.user_type === 'insurer-adjudicator'
    ? { insurerId: user.insurer_id, wholeInsurer: true }
    : { insurerId: user.insurer_id, policyholderId: user.policyholder_id };
}

/** The server must answer what the direct SQL answers, or the comparison means nothing. */
async function checkSameAnswer(url, token, rows) {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const body = await response.json();
  // One statement: each row is the page's columns, paId, then the scope's total.
  const [list] = rows;
  const same =
    body.total === Number(list[0]?.at(-1)) &&
    JSON.stringify(body.list.map((item) => item.paId)) ===
      JSON.stringify(list.map((r) => r.at(-2)));
  if (!same) throw new Error(`${url} differs from the direct SQL`);
}

async function measure(dbUrl, pool, scenario, index) {
  const scope = await scopeOf(pool, scenario.login);
  const queries = await listQueries(pool, scope, scenario.query);
  const url = `${BASE}/api/requests${scenario.query ? `?${scenario.query}` : ''}`;
  const token = await login(scenario.login, `10.9.0.${index + 1}`);
  await checkSameAnswer(url, token, await runQueries(pool, queries));
  const { plans, seqScan } = await explain(pool, queries);
  const runs = await compareRuns(dbUrl, {
    title: scenario.title,
    url,
    token,
    queries,
    connectionCounts: CONNECTIONS,
  });
  return { ...scenario, url, queries, plans, seqScan, runs };
}

export async function run() {
  await withDataDir('preauth-bench-list-', (dataDir) =>
    withThrowawayDatabase('preauth_bench_list', async (dbUrl) => {
      // The server migrates the new database and loads the demo data, as on a first start.
      const server = await startServer({ DATABASE_URL: dbUrl, DATA_DIR: dataDir });
      const pool = new pg.Pool({ connectionString: dbUrl, max: 2 });
      try {
        const client = await pool.connect();
        const started = performance.now();
        const total = await insertRequests(client, {
          insurerCode: 'AURORA',
          mainHolderEmail: HOLDER,
          total: ROWS,
          mainShare: Math.round(ROWS / 5),
          extraHolders: Math.round(ROWS / 50),
        }).finally(() => client.release());
        console.log(
          `Inserted ${ROWS} requests in ${((performance.now() - started) / 1000).toFixed(1)} s`,
        );
        const results = [];
        for (const [index, scenario] of SCENARIOS.entries()) {
          results.push(await measure(dbUrl, pool, scenario, index));
        }
        printRuns(`GET /api/requests over ${total} requests on PostgreSQL`, 'list', results);
        const file = writeResults('request-list', { requests: total, seconds: DURATION, results });
        console.log(`\nFigures, SQL and plans: ${file}`);
      } finally {
        await pool.end();
        await stopServer(server.child);
      }
    }),
  );
}
