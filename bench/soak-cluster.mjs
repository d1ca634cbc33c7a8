// npm run soak:cluster: every role's load on the built portal over HTTP, on a throw-away
// PostgreSQL database with the demo data, for 10 minutes (`-- --seconds 60` for a short run).
// `--single`: one process does everything. `--cluster`: two web and two worker processes, nginx in
// front of the web ones. Half-way one web and one worker process (the only one with --single) is
// killed with SIGKILL and started again. Afterwards every acknowledged write must be in the
// database, every email sent once, every expiry happened once and the audit chain verify; exits 1
// otherwise. The commands of each role: bench/cluster/topology.mjs (SOAK_WEB_CMD, SOAK_WORKER_CMD).
import { parseArgs } from 'node:util';
import pg from 'pg';
import { adjudicatorLoad } from './cluster/adjudicators.mjs';
import { runChecks } from './cluster/checks.mjs';
import { linkHolderLoad } from './cluster/link-holders.ts';
import { policyholderLoad } from './cluster/policyholders.mjs';
import {
  allAlive,
  COMMANDS,
  LOG_DIR,
  killAndRestart,
  memoryOf,
  startTopology,
  stopTopology,
} from './cluster/topology.mjs';
import {
  createCaller,
  login,
  callFigures,
  requireBuild,
  sleep,
  withThrowawayDatabase,
  writeResults,
} from './lib.mjs';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '600' },
    single: { type: 'boolean', default: false },
    cluster: { type: 'boolean', default: false },
  },
});
const SECONDS = Number(values.seconds);
if (!Number.isFinite(SECONDS) || SECONDS < 30 || values.single === values.cluster) {
  console.error('Usage: npm run soak:cluster -- --single|--cluster [--seconds N (at least 30)]');
  process.exit(1);
}
const MODE = values.single ? 'single' : 'cluster';

const POLICYHOLDERS = [
  'policyholder@demo.sg',
  'policyholder2@demo.sg',
  'policyholder@insurer2.demo.sg',
];
/** Per insurer: the adjudicator who decides and the one who reads. */
const ADJUDICATORS = [
  ['adjudicator@demo.sg', 'adjudicator2@demo.sg'],
  ['adjudicator@insurer2.demo.sg', 'adjudicator2@insurer2.demo.sg'],
];

async function logIn(base, call, username, n) {
  const token = await login(username, `10.9.0.${n}`, base);
  const me = (await call('GET', '/api/users/me', token)).json;
  return { username, token, insurerCode: me.insurerCode };
}

async function run(databaseUrl) {
  console.log(`Soak (${MODE}): ${JSON.stringify(COMMANDS)}; process logs in ${LOG_DIR}`);
  const topology = await startTopology(MODE, databaseUrl);
  const db = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  try {
    const caller = createCaller(topology.base);
    const { untilAnswered, stats } = caller;
    // A client that finds no server waits a moment before its next call, as a browser would.
    const call = async (...args) => {
      const answer = await caller.call(...args);
      if (answer.status === 'no answer') await sleep(250);
      return answer;
    };
    const users = [];
    for (const [i, username] of POLICYHOLDERS.entries()) {
      const user = await logIn(topology.base, call, username, i + 1);
      const patients = (await call('GET', '/api/policyholders/patients', user.token)).json;
      users.push({ ...user, patients: Array.isArray(patients) ? patients : patients.list });
    }
    const insurers = [];
    for (const [i, [decider, reader]] of ADJUDICATORS.entries()) {
      insurers.push({
        decider: await logIn(topology.base, call, decider, 10 + 2 * i),
        reader: await logIn(topology.base, call, reader, 11 + 2 * i),
      });
    }
    // Only the soak's own calls count, not logging in.
    Object.assign(stats, { latencies: [], byStatus: {}, reads: 0, writes: 0 });
    const memoryAtStart = memoryOf(topology);
    const started = performance.now();
    const soak = {
      db,
      call,
      untilAnswered,
      stopAt: started + SECONDS * 1000,
      acknowledged: { created: [], cancelled: [], submitted: [], decided: [] },
      expiring: new Set(),
      refusals: [],
      recent: [],
    };
    const at = () => Math.round((performance.now() - started) / 1000);
    let killed = null;
    const killHalfWay = async () => {
      await sleep((SECONDS * 1000) / 2);
      const atSecond = at();
      const names = await killAndRestart(topology);
      killed = { names, atSecond, restartedAtSecond: at() };
      console.log(`  ${atSecond} s: SIGKILLed ${names.join(', ')}, all serving again at ${at()} s`);
    };
    const progress = async () => {
      while (performance.now() < soak.stopAt) {
        await sleep(Math.min(60_000, Math.max(0, soak.stopAt - performance.now())));
        console.log(
          `  ${at()} s: ${stats.latencies.length} calls, RSS ${JSON.stringify(memoryOf(topology))} MB, ` +
            `${JSON.stringify(stats.byStatus)}`,
        );
      }
    };
    const holders = policyholderLoad(soak, users);
    console.log(
      `  ${SECONDS} s: ${holders.writers} policyholder writers, ${holders.readers} readers, ` +
        `doctors and offices from the mailbox, ${insurers.length} deciding and reading adjudicators`,
    );
    await Promise.all([
      holders.run(),
      linkHolderLoad(soak),
      adjudicatorLoad(
        soak,
        insurers.map((insurer) => insurer.decider),
        insurers.map((insurer) => insurer.reader),
      ),
      killHalfWay(),
      progress(),
    ]);
    const elapsed = (performance.now() - started) / 1000;
    const memoryAtEnd = memoryOf(topology);
    const processesAlive = allAlive(topology);
    console.log('  load over; letting mail and expiry sweeps settle, then checking');
    const checks = await runChecks(soak, databaseUrl);
    const result = {
      mode: MODE,
      commands: COMMANDS,
      seconds: Math.round(elapsed),
      ...callFigures(stats, elapsed),
      rssStartMb: memoryAtStart,
      rssEndMb: memoryAtEnd,
      killed,
      acknowledged: Object.fromEntries(
        Object.entries(soak.acknowledged).map(([kind, list]) => [kind, list.length]),
      ),
      expiring: soak.expiring.size,
      refusals: soak.refusals,
      processesAlive,
      checks,
    };
    report(result);
    return result;
  } finally {
    await db.end();
    const nginxErrors = await stopTopology(topology);
    if (nginxErrors.trim())
      console.log(`nginx said:\n${nginxErrors.trim().split('\n').slice(-5).join('\n')}`);
  }
}

function report(result) {
  const line = (label, text) => console.log(`${label.padEnd(20)}${text}`);
  console.log('');
  line(
    'Calls:',
    `${result.calls} in ${result.seconds} s (${result.reads} reads, ${result.writes} writes)`,
  );
  line('Requests/s:', result.requestsPerSecond);
  line('Latency:', `p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms`);
  line('By status:', JSON.stringify(result.byStatus));
  line('RSS at start (MB):', JSON.stringify(result.rssStartMb));
  line('RSS at end (MB):', JSON.stringify(result.rssEndMb));
  line(
    'Killed:',
    result.killed
      ? `${result.killed.names.join(', ')} at ${result.killed.atSecond} s, restarted by ${result.killed.restartedAtSecond} s`
      : '-',
  );
  line('Acknowledged:', JSON.stringify({ ...result.acknowledged, expiring: result.expiring }));
  if (result.refusals.length > 0) {
    line(
      'Refused writes:',
      `${result.refusals.length}, e.g. ${result.refusals.slice(0, 3).join('; ')}`,
    );
  }
  line('Processes:', result.processesAlive ? 'all alive' : 'ONE DIED');
  for (const { name, figure, ok } of result.checks) {
    line(ok ? 'ok' : 'FAILED', `${name}: ${figure}`);
  }
  line('Results:', writeResults(`soak-cluster-${result.mode}`, result));
}

requireBuild();
const result = await withThrowawayDatabase('preauth_soak_cluster', run);
process.exit(result.processesAlive && result.checks.every((c) => c.ok) ? 0 : 1);
