// GET /api/requests (the dashboard list) over 100,000 requests on PostgreSQL: autocannon against
// the built server beside the same SQL run through `pg` alone, at the same concurrency.
import { BASE, DURATION, login, writeResults } from './lib.mjs';
import { withListData } from './request-list-data.mjs';
import {
  compareRuns,
  explain,
  listQueries,
  printPlans,
  printRuns,
  runQueries,
} from './request-list-sql.mjs';

const CONNECTIONS = [10, 50];
const HOLDER = 'policyholder@demo.sg';
const ADJUDICATOR = 'adjudicator@demo.sg';

/** Whose list is measured: the demo policyholder owns a fifth of the rows. */
export const SCENARIOS = [
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
export async function scopeOf(pool, email) {
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
  // One statement: each row is the page's columns, erefNo first, then the scope's total.
  const [list] = rows;
  const same =
    body.total === Number(list[0]?.at(-1)) &&
    JSON.stringify(body.list.map((item) => item.erefNo)) === JSON.stringify(list.map((r) => r[0]));
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
  await withListData('list', async (dbUrl, pool, total) => {
    const results = [];
    for (const [index, scenario] of SCENARIOS.entries()) {
      results.push(await measure(dbUrl, pool, scenario, index));
    }
    printRuns(`GET /api/requests over ${total} requests on PostgreSQL`, 'list', results);
    printPlans(results);
    const file = writeResults('request-list', { requests: total, seconds: DURATION, results });
    console.log(`\nFigures, SQL and plans: ${file}`);
  });
}
