// The list's SQL outside the server: the exact statements Drizzle emits for a query (taken from
// the repository itself through a query logger), their plans, and a load run through `pg` alone.
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import utils from 'pg/lib/utils.js';
import { tsImport } from 'tsx/esm/api';
import { DURATION, load } from './lib.mjs';

const repository = await tsImport(
  '../packages/server/src/modules/requests/list/request-list.repository.ts',
  import.meta.url,
);
const shared = await tsImport('@preauth/shared', import.meta.url);

/**
 * The statements `call(db)` runs on a Drizzle instance, as the driver receives them: text,
 * parameters, and the name of those run as named prepared statements.
 */
export async function recordQueries(pool, call) {
  const queries = [];
  const recording = {
    query: (config, params) => {
      queries.push({ name: config.name || undefined, sql: config.text, params });
      return pool.query(config, params);
    },
  };
  await call(drizzle({ client: recording }));
  return queries;
}

/** The statements `listRequests` runs for this scope and query string. */
export async function listQueries(pool, scope, queryString) {
  const params = shared.requestListQuerySchema.parse(
    Object.fromEntries(new URLSearchParams(queryString)),
  );
  return recordQueries(pool, (db) => repository.listRequests(db, scope, params));
}

/** Like Drizzle's node-postgres session: timestamps stay strings, rows come as arrays. */
const types = {
  getTypeParser: (typeId, format) =>
    typeId === pg.types.builtins.TIMESTAMPTZ
      ? (value) => value
      : pg.types.getTypeParser(typeId, format),
};
const run = (pool, { name, sql, params }) =>
  pool.query({ name, text: sql, values: params, rowMode: 'array', types });

/** Runs the statements together, as the repository does (Promise.all); answers their rows. */
export async function runQueries(pool, queries) {
  const results = await Promise.all(queries.map((query) => run(pool, query)));
  return results.map((result) => result.rows);
}

/** A parameter as SQL text, as the driver would send it. */
const literal = (value) => {
  const text = utils.prepareValue(value);
  return text === null ? 'null' : pg.Client.prototype.escapeLiteral(String(text));
};

/**
 * EXPLAIN ANALYZE of each statement as the server runs it, and whether any of them reads
 * pa_requests whole. A named statement is run under its name on one connection until
 * PostgreSQL has decided whether to keep a generic plan (after five runs), then explained with
 * EXECUTE: its planning time is then what every call pays (near 0 when the plan is kept).
 */
export async function explain(pool, queries) {
  const plans = [];
  const client = await pool.connect();
  try {
    for (const { name, sql, params } of queries) {
      let text = `explain (analyze, buffers) ${sql}`;
      if (name) {
        for (let run = 0; run < 6; run += 1)
          await client.query({ name, text: sql, values: params });
        text = `explain (analyze, buffers) execute ${name}(${params.map(literal).join(', ')})`;
      }
      const { rows } = await client.query(text, name ? [] : params);
      plans.push(rows.map((row) => row['QUERY PLAN']).join('\n'));
    }
  } finally {
    client.release();
  }
  return { plans, seqScan: plans.some((plan) => /Seq Scan on pa_requests/.test(plan)) };
}

/**
 * `connections` clients each run the statements back to back for `seconds`: operations per
 * second and the p99 latency of one operation (all statements of one list request).
 */
export async function directLoad(url, queries, { connections, seconds }) {
  // A statement that hangs fails after 30 s instead of holding its client past the deadline.
  const pool = new pg.Pool({ connectionString: url, max: connections, query_timeout: 30_000 });
  try {
    // Open every connection first: autocannon's connections are open before it counts too.
    await Promise.all(Array.from({ length: connections }, () => pool.query('select 1')));
    const latencies = [];
    let failures = 0;
    const started = performance.now();
    const deadline = started + seconds * 1000;
    const worker = async () => {
      while (performance.now() < deadline) {
        const begun = performance.now();
        try {
          await runQueries(pool, queries);
          latencies.push(performance.now() - begun);
        } catch {
          failures += 1;
        }
      }
    };
    await Promise.all(Array.from({ length: connections }, worker));
    const elapsed = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    return {
      requestsPerSecond: Math.round(latencies.length / elapsed),
      p99Ms: Math.round(latencies[Math.floor(latencies.length * 0.99)] ?? 0),
      failures,
    };
  } finally {
    await pool.end();
  }
}

/**
 * At each number of connections: autocannon on `url` with the bearer `token`, then the same
 * statements through `pg` alone; requests per second, p99 and their ratio.
 */
export async function compareRuns(dbUrl, { title, url, token, queries, connectionCounts }) {
  const runs = [];
  for (const connections of connectionCounts) {
    const http = await load(`${title} (${connections})`, {
      url,
      connections,
      headers: { authorization: `Bearer ${token}` },
    });
    const direct = await directLoad(dbUrl, queries, { connections, seconds: DURATION });
    runs.push({
      connections,
      http: {
        requestsPerSecond: http.requestsPerSecond,
        p99Ms: http.p99Ms,
        failures: http.failures,
      },
      direct,
      ratio: Number((http.requestsPerSecond / direct.requestsPerSecond).toFixed(2)),
    });
  }
  return runs;
}

/** The runs of each result (its `title`, `runs` and `seqScan`) as a table under `heading`. */
export function printRuns(heading, column, results) {
  console.log(
    `\n${heading} (${DURATION} s per run)\n` +
      `${column.padEnd(42)} conns   HTTP req/s  p99 ms   SQL op/s  p99 ms  HTTP/SQL  seq scan`,
  );
  for (const result of results) {
    for (const run of result.runs) {
      console.log(
        `${result.title.padEnd(42)} ${String(run.connections).padStart(5)} ` +
          `${String(run.http.requestsPerSecond).padStart(12)} ${String(run.http.p99Ms).padStart(7)} ` +
          `${String(run.direct.requestsPerSecond).padStart(10)} ${String(run.direct.p99Ms).padStart(7)} ` +
          `${run.ratio.toFixed(2).padStart(9)}  ${result.seqScan ? 'yes' : 'no'}` +
          (run.http.failures + run.direct.failures
            ? `  (${run.http.failures + run.direct.failures} failed)`
            : ''),
      );
    }
  }
}

/**
 * What each plan reads (its scans, by index or whole table), its execution time and its planning
 * time (per call unless the statement's plan is kept), a line each.
 */
export function printPlans(results) {
  console.log('\nPlans (EXPLAIN ANALYZE, whole plans in the results file):');
  for (const result of results) {
    for (const plan of result.plans) {
      const time = plan.match(/Execution Time: ([\d.]+) ms/)?.[1];
      const planning = plan.match(/Planning Time: ([\d.]+) ms/)?.[1];
      const scans = [
        ...new Set(
          [
            ...plan.matchAll(
              /(Index Only Scan|Index Scan|Bitmap Index Scan|Seq Scan)(?: Backward)?(?: using (\S+))?(?: on (\S+))?/g,
            ),
          ].map(([, kind, index, table]) => `${kind} ${index ?? table}`),
        ),
      ];
      console.log(
        `${result.title.padEnd(42)} ${`${time} ms`.padStart(10)} ` +
          `${`planned ${planning} ms`.padStart(18)}  ${scans.join(', ')}`,
      );
    }
  }
}
