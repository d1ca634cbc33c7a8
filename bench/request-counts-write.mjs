// What the kept totals cost a write (issue 27): status changes over 100,000 requests on
// PostgreSQL with the statement triggers that keep request_counts and request_status_counts
// (migrations 0040, 0041) and without them; whether writers of one key wait on each other or
// deadlock; and whether the totals stay exact while writers' connections are cut.
import pg from 'pg';
import { DURATION, sleep, writeResults } from './lib.mjs';
import { withListData } from './request-list-data.mjs';

/** The triggers a status change runs for the kept totals (insert and delete are not measured). */
const COUNT_TRIGGERS = ['request_counts_on_update', 'request_status_counts_on_update'];
/** The audit chain's advisory lock class (core/audit/audit-log.ts), taken first by a transition. */
const CHAIN_LOCK_KEY = 727_002;
const WRITERS = [1, 10];
const HOLDER = 'policyholder@demo.sg';
/** Closed statuses a request toggles between: no open-request rule, one key out and one in. */
const TOGGLE = { APP: 'CAN', CAN: 'APP' };

async function setCountTriggers(pool, enabled) {
  const verb = enabled ? 'enable' : 'disable';
  await pool.query(
    `alter table pa_requests ${COUNT_TRIGGERS.map((name) => `${verb} trigger ${name}`).join(', ')}`,
  );
}

/** Approved requests, dealt to `writers` disjoint sets so that no two writers move one request. */
async function targets(pool, writers, where, values = []) {
  const { rows } = await pool.query(
    `select r.id, r.insurer_id from pa_requests r
     join policyholders h on h.id = r.policyholder_id
     where r.status_code = 'APP' and ${where} order by r.id`,
    values,
  );
  return Array.from({ length: writers }, (_, w) =>
    rows.filter((_, i) => i % writers === w).map((row) => ({ ...row, status: 'APP' })),
  );
}

/** One status change as `updateIfUnchanged` writes it (request.repository.ts), in its transaction. */
async function changeStatus(client, request, { asTransition }) {
  const to = TOGGLE[request.status];
  await client.query('begin');
  try {
    if (asTransition) {
      await client.query('select pg_advisory_xact_lock($1, hashtext($2))', [
        CHAIN_LOCK_KEY,
        request.insurer_id,
      ]);
    }
    const { rowCount } = await client.query(
      `update pa_requests set status_code = $2, version = version + 1, status_changed_at = now(),
         updated_at = now() where id = $1 and status_code = $3 returning *`,
      [request.id, to, request.status],
    );
    if (rowCount !== 1) throw new Error(`request ${request.id} was not in ${request.status}`);
    if (asTransition) {
      await client.query(
        `insert into pa_status_history (pa_id, status_code, actor_type, created_at)
         values ($1, $2, 'insurer-adjudicator', now())`,
        [request.id, to],
      );
    }
    await client.query('commit');
    request.status = to;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  }
}

/**
 * `writers` clients each change statuses of their own requests back to back for DURATION s;
 * every 50 ms `admin` counts those that wait for a lock another transaction holds.
 */
async function writeLoad(dbUrl, admin, sets, options) {
  const clients = await Promise.all(
    sets.map(async () => {
      const client = new pg.Client({ connectionString: dbUrl });
      await client.connect();
      client.pid = (await client.query('select pg_backend_pid() as pid')).rows[0].pid;
      return client;
    }),
  );
  const latencies = [];
  const errors = {};
  const waiting = [];
  const started = performance.now();
  const deadline = started + DURATION * 1000;
  const writer = async (client, w) => {
    while (performance.now() < deadline) {
      const request = sets[w][Math.floor(Math.random() * sets[w].length)];
      const begun = performance.now();
      try {
        await changeStatus(client, request, options);
        latencies.push(performance.now() - begun);
      } catch (error) {
        errors[error.code ?? error.message] = (errors[error.code ?? error.message] ?? 0) + 1;
      }
    }
  };
  const sampler = async () => {
    while (performance.now() < deadline) {
      const { rows } = await admin.query(
        `select count(*)::int as n from pg_stat_activity
         where pid = any($1) and wait_event_type = 'Lock'`,
        [clients.map((client) => client.pid)],
      );
      waiting.push(rows[0].n);
      await sleep(50);
    }
  };
  try {
    await Promise.all([...clients.map(writer), sampler()]);
  } finally {
    await Promise.all(clients.map((client) => client.end()));
  }
  const elapsed = (performance.now() - started) / 1000;
  return {
    changesPerSecond: Math.round(latencies.length / elapsed),
    p50Ms: round(percentileExact(latencies, 50)),
    p99Ms: round(percentileExact(latencies, 99)),
    waitingForLock: round(waiting.reduce((sum, n) => sum + n, 0) / waiting.length),
    errors,
  };
}

const round = (value, digits = 2) => Number(value.toFixed(digits));

/** A percentile unrounded (lib's rounds to whole ms): a change takes about a millisecond. */
function percentileExact(values, p) {
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/**
 * Load-independent: EXPLAIN ANALYZE of single status changes with the count triggers and without
 * (disabled in the rolled-back transaction itself), in turns on the same requests after a change
 * that warms their pages (so neither pays the pages' first write after a checkpoint); medians of
 * the statement's time, each trigger's, and the WAL the whole statement wrote, triggers included.
 */
async function explainChange(pool, requests) {
  const samples = { on: {}, off: {} };
  const change = `update pa_requests set status_code = 'CAN', version = version + 1,
    status_changed_at = now(), updated_at = now() where id = $1`;
  const client = await pool.connect();
  const inRolledBack = async (work) => {
    await client.query('begin');
    try {
      return await work();
    } finally {
      await client.query('rollback');
    }
  };
  try {
    for (const [i, request] of requests.entries()) {
      await inRolledBack(() => client.query(change, [request.id]));
      for (const mode of i % 2 ? ['off', 'on'] : ['on', 'off']) {
        const figures = samples[mode];
        await inRolledBack(async () => {
          if (mode === 'off') {
            await client.query(
              `alter table pa_requests ${COUNT_TRIGGERS.map((name) => `disable trigger ${name}`).join(', ')}`,
            );
          }
          const lsn = 'select pg_current_wal_insert_lsn() as lsn';
          const before = (await client.query(lsn)).rows[0].lsn;
          const { rows } = await client.query(`explain (analyze, format json) ${change}`, [
            request.id,
          ]);
          const { rows: wal } = await client.query(
            `select pg_wal_lsn_diff(pg_current_wal_insert_lsn(), $1)::int as bytes`,
            [before],
          );
          const [plan] = rows[0]['QUERY PLAN'];
          (figures.statementMs ??= []).push(plan['Execution Time']);
          (figures.walBytes ??= []).push(wal[0].bytes);
          for (const trigger of plan.Triggers ?? []) {
            (figures[trigger['Trigger Name']] ??= []).push(trigger.Time);
          }
        });
      }
    }
  } finally {
    client.release();
  }
  const medians = (figures) =>
    Object.fromEntries(
      Object.entries(figures).map(([name, values]) => [
        name,
        round(percentileExact(values, 50), 3),
      ]),
    );
  return { on: medians(samples.on), off: medians(samples.off) };
}

/** Kept totals that differ from a plain GROUP BY of pa_requests (rows left at 0 aside). */
async function countDrift(pool) {
  const { rows } = await pool.query(
    `select 'request_counts' as kept, count(*)::int as rows from (
       select insurer_id, policyholder_id, patient_id, status_code, patient_name, count(*)::int as total
       from pa_requests group by 1, 2, 3, 4, 5
     ) c full join (select * from request_counts where total <> 0) k
       using (insurer_id, policyholder_id, patient_id, status_code, patient_name)
     where c.total is distinct from k.total
     union all
     select 'request_status_counts', count(*)::int from (
       select insurer_id, status_code, (hashtext(id::text) & 15)::smallint as shard, count(*)::int as total
       from pa_requests group by 1, 2, 3
     ) c full join (select * from request_status_counts where total <> 0) k
       using (insurer_id, status_code, shard)
     where c.total is distinct from k.total`,
  );
  return Object.fromEntries(rows.map((row) => [row.kept, row.rows]));
}

/** Closed statuses a multi-row change sets at random: many keys, each met by every writer. */
const CLOSED = ['APP', 'CAN', 'REJ', 'REM-REJ'];

/**
 * One transaction moving `size` of the writer's requests to random closed statuses, in one UPDATE
 * statement or split over two (whose count rows are then taken in two steps).
 */
async function changeMany(client, requests, { size, statements }) {
  const picked = Array.from(
    { length: size },
    () => requests[Math.floor(Math.random() * requests.length)].id,
  );
  const parts = statements === 1 ? [picked] : [picked.slice(0, size / 2), picked.slice(size / 2)];
  await client.query('begin');
  try {
    for (const ids of parts) {
      await client.query(
        `update pa_requests r set status_code = v.status::status_code, version = r.version + 1
         from unnest($1::uuid[], $2::text[]) v (id, status) where r.id = v.id`,
        [ids, ids.map(() => CLOSED[Math.floor(Math.random() * CLOSED.length)])],
      );
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  }
}

/**
 * 10 writers change 20 of the demo policyholder's requests a transaction (its 6 patients, 4
 * statuses: every writer meets every other on the same count rows) for DURATION s; `cut` ends
 * a random writer's backend every 50 ms meanwhile, and the writer connects again.
 */
async function manyRowLoad(dbUrl, sets, { statements, cut = false }) {
  const connect = async () => {
    const client = new pg.Client({ connectionString: dbUrl });
    client.on('error', () => {}); // a cut connection; the next query fails and reconnects
    await client.connect();
    client.pid = (await client.query('select pg_backend_pid() as pid')).rows[0].pid;
    return client;
  };
  const clients = await Promise.all(sets.map(connect));
  const admin = await connect();
  const outcome = { committed: 0, errors: {}, cuts: 0 };
  const deadline = performance.now() + DURATION * 1000;
  const writer = async (w) => {
    while (performance.now() < deadline) {
      try {
        await changeMany(clients[w], sets[w], { size: 20, statements });
        outcome.committed += 1;
      } catch (error) {
        const code = error.code ?? error.message;
        outcome.errors[code] = (outcome.errors[code] ?? 0) + 1;
        // A deadlock rolled back on a live connection; anything else may have ended it.
        if (code !== '40P01') {
          await clients[w].end().catch(() => {});
          clients[w] = await connect();
        }
      }
    }
  };
  const cutter = async () => {
    while (cut && performance.now() < deadline) {
      await sleep(50);
      const victim = clients[Math.floor(Math.random() * clients.length)];
      const { rows } = await admin.query('select pg_terminate_backend($1) as done', [victim.pid]);
      if (rows[0].done) outcome.cuts += 1;
    }
  };
  try {
    await Promise.all([...sets.map((_, w) => writer(w)), cutter()]);
  } finally {
    await Promise.all([...clients, admin].map((client) => client.end().catch(() => {})));
  }
  return outcome;
}

/** The status-change runs: which requests, how, and at how many writers. */
const SCENARIOS = [
  { title: 'one request, spread', where: 'true', writers: WRITERS },
  {
    title: 'one request, hot key',
    // One patient's approved requests: every writer's change meets on the same count rows.
    where: `r.patient_id = (select patient_id from pa_requests p join policyholders h
      on h.id = p.policyholder_id where h.email = $1 and p.status_code = 'APP'
      group by 1 order by count(*) desc limit 1)`,
    values: [HOLDER],
    writers: [10],
  },
  { title: 'as a transition, spread', where: 'true', writers: [10], asTransition: true },
];

function print(results) {
  console.log(`\nStatus changes over ${results.requests} requests (${DURATION} s per run)`);
  console.log(
    `${'scenario'.padEnd(28)} writers  triggers  changes/s  p50 ms  p99 ms  waiting  errors`,
  );
  for (const row of results.runs) {
    console.log(
      `${row.title.padEnd(28)} ${String(row.writers).padStart(7)}  ${row.triggers.padEnd(8)}  ` +
        `${String(row.changesPerSecond).padStart(9)} ${String(row.p50Ms).padStart(7)} ` +
        `${String(row.p99Ms).padStart(7)} ${String(row.waitingForLock).padStart(8)}  ` +
        JSON.stringify(row.errors),
    );
  }
  console.log('\nOne change, EXPLAIN ANALYZE, medians (ms; WAL in bytes, triggers included):');
  for (const [triggers, figures] of Object.entries(results.explain)) {
    console.log(`  triggers ${triggers}: ${JSON.stringify(figures)}`);
  }
  console.log('\n20 requests a transaction, 10 writers on the same count rows:');
  for (const [title, outcome] of Object.entries(results.manyRows)) {
    console.log(`  ${title}: ${JSON.stringify(outcome)}`);
  }
}

export async function run() {
  await withListData('counts_write', async (dbUrl, pool, total) => {
    const results = { requests: total, seconds: DURATION, runs: [], manyRows: {} };
    const [sample] = await targets(pool, 1, 'true');
    const holders = (writers) =>
      targets(pool, writers, `h.email = $1`, [HOLDER]).then((sets) =>
        sets.map((set) => set.map(({ id }) => ({ id }))),
      );
    // With the triggers on: the totals must equal a plain count before, after deadlocks and cuts.
    results.driftBefore = await countDrift(pool);
    results.manyRows['one statement'] = await manyRowLoad(dbUrl, await holders(10), {
      statements: 1,
    });
    results.manyRows['two statements'] = await manyRowLoad(dbUrl, await holders(10), {
      statements: 2,
    });
    results.manyRows['one statement, backends cut every 50 ms'] = await manyRowLoad(
      dbUrl,
      await holders(10),
      { statements: 1, cut: true },
    );
    results.driftAfter = await countDrift(pool);
    results.explain = await explainChange(pool, sample.slice(0, 200));
    const admin = await pool.connect();
    try {
      for (const scenario of SCENARIOS) {
        for (const writers of scenario.writers) {
          // On, off, off, on: a load that rises or falls through the four runs weighs on both.
          for (const enabled of [true, false, false, true]) {
            await setCountTriggers(pool, enabled);
            const sets = await targets(pool, writers, scenario.where, scenario.values);
            const { asTransition } = scenario;
            const figures = await writeLoad(dbUrl, admin, sets, { asTransition });
            const triggers = enabled ? 'on' : 'off';
            results.runs.push({ title: scenario.title, writers, triggers, ...figures });
          }
        }
      }
    } finally {
      admin.release();
      await setCountTriggers(pool, true);
    }
    print(results);
    console.log(`\nKept totals off a plain count, before: ${JSON.stringify(results.driftBefore)}`);
    console.log(`after deadlocks and cuts: ${JSON.stringify(results.driftAfter)}`);
    console.log(`Figures: ${writeResults('request-counts-write', results)}`);
    if (Object.values(results.driftAfter).some((rows) => rows > 0)) {
      throw new Error('The kept totals drifted from the requests');
    }
  });
}
