// The server process against a PostgreSQL database that goes away and comes back, and stopping
// it with SIGTERM. PostgreSQL only (`*.services.test.ts`): the database's connections are what is
// cut. Each test spawns src/main.ts on this file's own database.
import { getTableName, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, inject, it } from 'vitest';
import { TEST_PASSWORD } from '../test/factories';
import {
  databaseUrlOf,
  spawnServer,
  startServer,
  type ServerProcess,
} from '../test/server-process';
import * as t from './core/db/schema';
import { db, policyholderWorld, type World } from './modules/requests/test-support/request-worlds';

const databaseUrl = await databaseUrlOf(db);
const databaseName = new URL(databaseUrl).pathname.slice(1);
const admin = new pg.Client({ connectionString: inject('templateDatabase')?.adminUrl });
await admin.connect();
afterAll(() => admin.end());

/** Ends every connection to this file's database (the server's and the test's own pools). */
async function terminateBackends() {
  await admin.query(
    'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [databaseName],
  );
}

/** Makes the database refuse new connections (and ends the open ones), or accept them again. */
async function refuseConnections(refuse: boolean) {
  await admin.query(`alter database "${databaseName}" allow_connections ${!refuse}`);
  if (refuse) await terminateBackends();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
  /** performance.now() when it arrived. */
  at: number;
}

async function call(
  server: ServerProcess,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    headers: response.headers,
    at: performance.now(),
  };
}

/** The world's policyholder logs in to the spawned server (which has its own clock). */
async function logIn(server: ServerProcess, world: World): Promise<string> {
  const answer = await call(server, 'POST', '/api/auth/login', {
    body: { username: world.login.user.email, password: TEST_PASSWORD },
  });
  expect(answer.status).toBe(200);
  return answer.body.access_token as string;
}

describe('the server process on PostgreSQL', () => {
  afterEach(() => refuseConnections(false));

  it('lives through dropped connections and an outage: 503 in the gap, every acknowledged write kept once', async () => {
    const worlds = await Promise.all(Array.from({ length: 9 }, () => policyholderWorld()));
    const server = await startServer({ DATABASE_URL: databaseUrl, DATABASE_POOL_SIZE: '5' });
    const tokens = await Promise.all(worlds.map((world) => logIn(server, world)));

    const unexpected: string[] = [];
    const acknowledged = worlds.map(() => ({ created: [] as string[], cancelled: [] as string[] }));
    let reopenedAt = Number.POSITIVE_INFINITY;
    const createdAfterReopening = worlds.map(() => 0);
    let stopping = false;

    /** A call, sent again (same key, same body) while it answers 503, as a client would. */
    async function untilAnswered(send: () => Promise<Answer>) {
      let sawUnavailable = false;
      for (let tries = 0; tries < 300; tries++) {
        const answer = await send();
        if (answer.status !== 503) return { answer, sawUnavailable };
        sawUnavailable = true;
        await sleep(100);
      }
      throw new Error('Still 503 after 300 tries');
    }

    // Nine policyholders, each creating a request for its patient and cancelling it, again and
    // again, until told to stop or the server no longer answers.
    const loops = worlds.map(async (world, i) => {
      await createAndCancel(world, i).catch((error: unknown) => {
        unexpected.push(`no answer: ${String(error)}`);
      });
    });
    async function createAndCancel(world: World, i: number) {
      const token = tokens[i];
      const mine = acknowledged[i]!;
      for (let n = 0; !stopping; n++) {
        const created = await untilAnswered(() =>
          call(server, 'POST', `/api/insurers/${world.insurer.code}/requests`, {
            token,
            body: world.payload(),
            headers: { 'idempotency-key': `outage-${i}-${n}` },
          }),
        );
        if (created.answer.status !== 201) {
          unexpected.push(`create ${created.answer.status} ${JSON.stringify(created.answer.body)}`);
          await sleep(100);
          continue;
        }
        const paId = created.answer.body.paId as string;
        mine.created.push(paId);
        if (created.answer.at > reopenedAt) createdAfterReopening[i]! += 1;
        const cancelled = await untilAnswered(() =>
          call(server, 'PUT', `/api/requests/${paId}/cancel`, {
            token,
            body: { cancelReason: 'Cancelled by the outage test.' },
          }),
        );
        const { status, body } = cancelled.answer;
        if (status === 200) mine.cancelled.push(paId);
        // A cancel whose commit went through just as its connection broke: the retry finds the
        // request cancelled already. The check below finds it cancelled too.
        else if (!(
          status === 409 &&
          body.code === 'NOT_ALLOWED_IN_STATUS' &&
          cancelled.sawUnavailable
        )) {
          unexpected.push(`cancel ${status} ${JSON.stringify(body)}`);
        }
      }
    }

    let duringOutage: Answer[];
    let healthDuringOutage: Answer;
    try {
      // Connections cut, twice, while calls are running on them.
      for (let cut = 0; cut < 2; cut++) {
        await sleep(1_500);
        await terminateBackends();
      }
      await sleep(1_500);
      expect(server.isAlive()).toBe(true);

      // The database refuses connections for a moment.
      await refuseConnections(true);
      duringOutage = [
        // A read that needs the database (the session alone is cached for a few seconds).
        await call(server, 'GET', '/api/requests', { token: tokens[0] }),
        await call(server, 'POST', `/api/insurers/${worlds[0]!.insurer.code}/requests`, {
          token: tokens[0],
          body: worlds[0]!.payload(),
          headers: { 'idempotency-key': 'outage-probe' },
        }),
      ];
      healthDuringOutage = await call(server, 'GET', '/api/health');
      await sleep(1_500);
      expect(server.isAlive()).toBe(true);
      await refuseConnections(false);
      reopenedAt = performance.now();
      // Until every policyholder has had a create acknowledged since (at most a minute).
      while (!createdAfterReopening.every((count) => count > 0)) {
        if (performance.now() - reopenedAt > 60_000) break;
        await sleep(100);
      }
    } finally {
      stopping = true;
      await Promise.all(loops);
    }

    for (const answer of duringOutage) {
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('5');
      expect(answer.body).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        detailMessage: 'The service is briefly unavailable. Please try again in a moment.',
      });
    }
    expect(healthDuringOutage.status).toBe(503);
    expect(unexpected).toEqual([]);
    expect(server.isAlive()).toBe(true);
    // Back to normal without a restart: every policyholder's writes went through again.
    expect(createdAfterReopening.every((count) => count > 0)).toBe(true);
    expect((await call(server, 'GET', '/api/users/me', { token: tokens[0] })).status).toBe(200);
    expect((await call(server, 'GET', '/api/health')).status).toBe(200);

    // Every acknowledged create is there once and cancelled; nothing else was written.
    for (const [i, world] of worlds.entries()) {
      const { created, cancelled } = acknowledged[i]!;
      expect(created.length).toBeGreaterThan(0);
      expect(new Set(created).size).toBe(created.length);
      const rows = await db
        .select({ id: t.paRequests.id, statusCode: t.paRequests.statusCode })
        .from(t.paRequests)
        .where(inArray(t.paRequests.patientId, [world.patient.id]));
      expect(rows.map((row) => row.id).sort()).toEqual([...created].sort());
      expect(rows.filter((row) => row.statusCode !== 'CAN')).toEqual([]);
      expect(cancelled.every((paId) => created.includes(paId))).toBe(true);
    }
    const logged = server.logLines();
    expect(logged.some((line) => line.msg === 'database connection lost')).toBe(true);
    expect(logged.filter((line) => line.msg === 'unhandled error')).toEqual([]);
  }, 180_000);

  it('waits at start-up for a database that does not accept connections yet', async () => {
    await refuseConnections(true);
    const server = await spawnServer({
      DATABASE_URL: databaseUrl,
      DATABASE_CONNECT_TIMEOUT_SECONDS: '60',
    });
    for (let waited = 0; !server.stdout().includes('Waiting for the database'); waited += 100) {
      expect(waited).toBeLessThan(60_000);
      expect(server.isAlive()).toBe(true);
      await sleep(100);
    }
    await sleep(1_000);
    await refuseConnections(false);

    let healthy = false;
    for (let waited = 0; !healthy && waited < 30_000; waited += 200) {
      healthy = await fetch(`${server.url}/api/health`)
        .then((response) => response.ok)
        .catch(() => false);
      if (!healthy) await sleep(200);
    }
    expect(healthy).toBe(true);
    expect(server.stderr()).toBe('');
    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
  }, 120_000);

  it('lets a call in progress finish at SIGTERM, and the workers their round, then exits 0', async () => {
    const world = await policyholderWorld();
    const server = await startServer({ DATABASE_URL: databaseUrl });
    const token = await logIn(server, world);

    // The call reads the caller's session and the outbox worker claims from the outbox: both wait
    // while another transaction holds the tables.
    const locker = new pg.Client({ connectionString: databaseUrl });
    await locker.connect();
    await locker.query('begin');
    await locker.query(
      `lock table "${getTableName(t.sessions)}", "${getTableName(t.outbox)}" in access exclusive mode`,
    );
    const inFlight = call(server, 'GET', '/api/users/me', { token });
    // The worker's next round (every 2 s) is now waiting on the lock too.
    await sleep(2_500);

    const signalledAt = performance.now();
    server.child.kill('SIGTERM');
    await sleep(1_000);
    expect(server.isAlive()).toBe(true);
    const newCall = await call(server, 'GET', '/api/health').catch(() => null);
    expect(newCall?.status).not.toBe(200);

    const releasedAt = performance.now();
    await locker.query('commit');
    await locker.end();
    const answer = await inFlight;
    const exit = await server.exited;

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ userId: world.login.user.id });
    expect(answer.at).toBeGreaterThan(releasedAt);
    expect(exit.code).toBe(0);
    expect(exit.at).toBeGreaterThan(releasedAt);
    expect(exit.at - signalledAt).toBeLessThan(20_000);
    const logged = server.logLines();
    expect(logged.map((line) => line.msg)).toContain('stopped');
    expect(logged.filter((line) => Number(line.level) >= 50)).toEqual([]);
  }, 120_000);
});
