// npm run soak: the built server on a throw-away PostgreSQL database under mixed reads and writes
// of several demo users for 10 minutes (`npm run soak -- --seconds 60` for a short run), with
// every connection to its database terminated once in the middle. Prints requests per second,
// p99, answers by status, the server's memory at start and end, and how many acknowledged writes
// are missing afterwards; exits 1 if any is missing or the server died.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { policyholderReader } from './cluster/policyholders.mjs';
import {
  ADMIN_URL,
  alive,
  BASE,
  createCaller,
  login,
  newRequestBody,
  callFigures,
  processTree,
  requireBuild,
  rssMb,
  sleep,
  startServer,
  stopServer,
  withThrowawayDatabase,
  writeResults,
} from './lib.mjs';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '600' } } });
const SECONDS = Number(values.seconds);
if (!Number.isFinite(SECONDS) || SECONDS < 10) {
  console.error('--seconds must be a number of at least 10');
  process.exit(1);
}

/** The demo policyholders (their free patients are the writers) and a reader of the insurer. */
const POLICYHOLDERS = [
  'policyholder@demo.sg',
  'policyholder2@demo.sg',
  'policyholder@insurer2.demo.sg',
];
const INSURER_READER = 'adjudicator@demo.sg';
/** Readers per policyholder. */
const READERS = 2;

const { call, untilAnswered, stats } = createCaller(BASE);

/** The server's own node process under `npm run serve` (npm → sh → node). */
function serverPid(rootPid) {
  const pid = processTree(rootPid).find((candidate) =>
    readFileSync(`/proc/${candidate}/cmdline`, 'utf8')
      .split('\0')
      .some((part) => part.endsWith('dist/main.js')),
  );
  if (pid === undefined) throw new Error('Cannot find the server process');
  return pid;
}

async function run(databaseUrl) {
  const databaseName = new URL(databaseUrl).pathname.slice(1);
  const { child } = await startServer({ DATABASE_URL: databaseUrl });
  const pid = serverPid(child.pid);
  const acknowledged = { created: [], cancelled: [] };
  let terminatedAt = null;
  try {
    const users = [];
    for (const [i, username] of POLICYHOLDERS.entries()) {
      const token = await login(username, `10.9.0.${i + 1}`);
      const me = (await call('GET', '/api/users/me', token)).json;
      const patients = (await call('GET', '/api/policyholders/patients', token)).json;
      const list = Array.isArray(patients) ? patients : (patients?.list ?? []);
      users.push({ username, token, insurerCode: me.insurerCode, patients: list });
    }
    const readerToken = await login(INSURER_READER, '10.9.0.9');
    // Only the soak's own calls count, not logging in and reading the patients.
    Object.assign(stats, { latencies: [], byStatus: {}, reads: 0, writes: 0 });
    const rssStart = rssMb(pid);
    const started = performance.now();
    const stopAt = started + SECONDS * 1000;
    const recent = [];

    async function writer(user, patient, loop) {
      for (let n = 0; performance.now() < stopAt; n++) {
        const created = await untilAnswered(
          () =>
            call('POST', `/api/insurers/${user.insurerCode}/requests`, user.token, {
              headers: { 'idempotency-key': `soak-${loop}-${n}` },
              body: newRequestBody(user.insurerCode, patient),
            }),
          stopAt,
        );
        if (created.status !== 201) {
          await sleep(500);
          continue;
        }
        const { paId } = created.json;
        acknowledged.created.push(paId);
        recent.push({ user, paId });
        if (recent.length > 50) recent.shift();
        const cancelled = await untilAnswered(
          () =>
            call('PUT', `/api/requests/${paId}/cancel`, user.token, {
              body: { cancelReason: 'Cancelled by the soak run.' },
            }),
          stopAt,
        );
        if (cancelled.status === 200) acknowledged.cancelled.push(paId);
      }
    }

    async function insurerReader() {
      while (performance.now() < stopAt) {
        await call('GET', '/api/requests?offset=0&limit=10', readerToken);
      }
    }

    async function terminateInTheMiddle() {
      await sleep((SECONDS * 1000) / 2);
      const admin = new pg.Client({ connectionString: ADMIN_URL });
      await admin.connect();
      const { rowCount } = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [databaseName],
      );
      await admin.end();
      terminatedAt = Math.round((performance.now() - started) / 1000);
      console.log(`  ${terminatedAt} s: terminated ${rowCount} connections of the database`);
    }

    async function progress() {
      let last = { count: 0, at: started };
      while (performance.now() < stopAt) {
        await sleep(Math.min(60_000, Math.max(0, stopAt - performance.now())));
        const now = performance.now();
        const count = stats.latencies.length;
        const lately = Math.round((count - last.count) / ((now - last.at) / 1000));
        console.log(
          `  ${Math.round((now - started) / 1000)} s: ${count} calls (${lately}/s lately), ` +
            `RSS ${alive(pid) ? rssMb(pid) : '-'} MB, ${JSON.stringify(stats.byStatus)}`,
        );
        last = { count, at: now };
      }
    }

    const writable = users.flatMap((user) =>
      user.patients
        .filter((patient) => !patient.hasActiveRequest && patient.foreigner === 'N')
        .filter((patient) => patient.policies.length > 0)
        .map((patient) => ({ user, patient })),
    );
    console.log(
      `Soak: ${SECONDS} s, ${writable.length} writers (create, cancel), ` +
        `${users.length * READERS + 1} readers, one termination of every database connection at ` +
        `${SECONDS / 2} s`,
    );
    await Promise.all([
      ...writable.map(({ user, patient }, i) => writer(user, patient, i)),
      ...users.flatMap((user) =>
        Array.from({ length: READERS }, () => policyholderReader({ call, stopAt, recent }, user)),
      ),
      insurerReader(),
      terminateInTheMiddle(),
      progress(),
    ]);
    const elapsed = (performance.now() - started) / 1000;
    const serverAlive = alive(pid);
    const rssEnd = serverAlive ? rssMb(pid) : null;

    // Every acknowledged create present once, every acknowledged cancel cancelled.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query(
      'select id, status_code from pa_requests where id = any($1::uuid[])',
      [acknowledged.created],
    );
    const { rows: soakRows } = await client.query(
      "select count(*)::int as count from pa_requests where idempotency_key like 'soak-%'",
    );
    await client.end();
    const found = new Map(rows.map((row) => [row.id, row.status_code]));
    const missing = acknowledged.created.filter((paId) => !found.has(paId)).length;
    const cancelLost = acknowledged.cancelled.filter((paId) => found.get(paId) !== 'CAN').length;
    const duplicates = acknowledged.created.length - new Set(acknowledged.created).size;

    const result = {
      seconds: Math.round(elapsed),
      ...callFigures(stats, elapsed),
      rssStartMb: rssStart,
      rssEndMb: rssEnd,
      terminatedAtSecond: terminatedAt,
      acknowledgedCreates: acknowledged.created.length,
      acknowledgedCancels: acknowledged.cancelled.length,
      soakRowsInDatabase: soakRows[0].count,
      acknowledgedWritesMissing: missing + cancelLost + duplicates,
      serverAlive,
    };
    console.log('');
    console.log(
      `Calls:              ${result.calls} in ${result.seconds} s (${result.reads} reads, ${result.writes} writes)`,
    );
    console.log(`Requests/s:         ${result.requestsPerSecond}`);
    console.log(`Latency:            p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms`);
    console.log(`By status:          ${JSON.stringify(result.byStatus)}`);
    console.log(`Server RSS:         ${rssStart} MB at start, ${rssEnd ?? '(gone)'} MB at end`);
    console.log(
      `Acknowledged:       ${result.acknowledgedCreates} creates, ${result.acknowledgedCancels} ` +
        `cancels (${result.soakRowsInDatabase} soak requests in the database)`,
    );
    console.log(
      `Missing:            ${result.acknowledgedWritesMissing} acknowledged writes ` +
        `(${missing} creates absent, ${cancelLost} cancels not cancelled, ${duplicates} duplicates)`,
    );
    console.log(`Server process:     ${serverAlive ? 'alive' : 'DIED'}`);
    console.log(`Results:            ${writeResults('soak', result)}`);
    return result;
  } finally {
    await stopServer(child);
  }
}

requireBuild();
const result = await withThrowawayDatabase('preauth_soak', run);
process.exit(result.acknowledgedWritesMissing === 0 && result.serverAlive ? 0 : 1);
