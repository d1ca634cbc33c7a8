// The kept totals (request_counts, request_status_counts) when a writer's connection is cut in
// the middle of its transaction or of its statement's trigger. PostgreSQL only
// (`*.services.test.ts`): each test ends real backends of this file's own database.
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createPatient } from '../../../../test/factories';
import { databaseUrlOf } from '../../../../test/server-process';
import * as t from '../../../core/db/schema';
import { db, list, tenant } from './request-list.test-support';

const url = await databaseUrlOf(db);
const admin = new pg.Client({ connectionString: inject('templateDatabase')?.adminUrl });
await admin.connect();
const writers: pg.Client[] = [];
afterAll(async () => {
  await Promise.all(writers.map((client) => client.end().catch(() => {})));
  await admin.end();
});

const STATUSES = ['APP', 'CAN', 'REJ'] as const;

/** A connection of its own, as another server process writes through, and its backend. */
async function writer() {
  const client = new pg.Client({ connectionString: url });
  // Its cut, which the test causes, surfaces as the failure of its query.
  client.on('error', () => {});
  await client.connect();
  writers.push(client);
  const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
  return { client, pid: rows[0]!.pid };
}

const cut = (pid: number) => admin.query('select pg_terminate_backend($1)', [pid]);

/** Resolves once the backend `pid` waits for a lock that the backend `holder` holds. */
async function blockedBy(pid: number, holder: number) {
  for (;;) {
    const { rows } = await admin.query<{ blocked: boolean }>(
      'select $2::int = any(pg_blocking_pids($1)) as blocked',
      [pid, holder],
    );
    if (rows[0]?.blocked) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const move = (client: pg.Client, ids: string[], statusCode: string) =>
  client.query('update pa_requests set status_code = $2 where id = any($1::uuid[])', [
    ids,
    statusCode,
  ]);

/**
 * Four requests of a policyholder's patient (one name), all approved, so that every change of
 * one of them meets the others' changes on the same request_counts rows.
 */
async function world() {
  const { insurer, token, adjudicator, request } = await tenant();
  const patient = await createPatient(db, insurer.id, { name: 'Lee Mei Ling' });
  const ids: string[] = [];
  for (let i = 0; i < 4; i += 1) {
    ids.push(
      (await request({ patientId: patient.id, patientName: patient.name, statusCode: 'APP' })).id,
    );
  }
  /** The totals the list shows per status (policyholder, adjudicator), and the stored requests'. */
  const totals = async () => {
    const stored = await db
      .select({ statusCode: t.paRequests.statusCode })
      .from(t.paRequests)
      .where(eq(t.paRequests.insurerId, insurer.id));
    const shown = async (bearer: string) =>
      Promise.all(
        STATUSES.map(
          async (status) => (await list(`/api/requests?statusCode=${status}`, bearer)).total,
        ),
      );
    return {
      holder: await shown(token),
      adjudicator: await shown(adjudicator),
      stored: STATUSES.map((status) => stored.filter((row) => row.statusCode === status).length),
    };
  };
  return { ids, totals };
}

describe("the kept totals, a writer's connection cut", () => {
  it('after its status change and before its commit: nothing of the change is counted', async () => {
    const { ids, totals } = await world();
    const { client, pid } = await writer();

    await client.query('begin');
    await move(client, ids.slice(0, 3), 'CAN');
    await cut(pid);

    await expect(client.query('commit')).rejects.toThrow();
    expect(await totals()).toEqual({
      holder: [4, 0, 0],
      adjudicator: [4, 0, 0],
      stored: [4, 0, 0],
    });
  });

  it("while its trigger waits for another writer's count row: only the other's change is counted", async () => {
    const { ids, totals } = await world();
    const holding = await writer();
    const waiting = await writer();
    await holding.client.query('begin');
    await move(holding.client, [ids[0]!], 'REJ');

    // Another request of the same patient and name: its trigger waits for the same rows. Its
    // refusal is expected at once: it may come before the cut's own answer, and a rejection
    // nobody handles yet fails the run even when a later line handles it.
    const refused = expect(move(waiting.client, [ids[1]!], 'REJ')).rejects.toThrow(
      /terminating connection/,
    );
    await blockedBy(waiting.pid, holding.pid);
    await cut(waiting.pid);
    await refused;
    await holding.client.query('commit');

    expect(await totals()).toEqual({
      holder: [3, 0, 1],
      adjudicator: [3, 0, 1],
      stored: [3, 0, 1],
    });
  });

  it('holding the count rows another writer waits for: the other change goes through, counted once', async () => {
    const { ids, totals } = await world();
    const holding = await writer();
    const waiting = await writer();
    await holding.client.query('begin');
    await move(holding.client, [ids[0]!, ids[1]!], 'CAN');

    const goesThrough = expect(
      move(waiting.client, [ids[2]!, ids[3]!], 'REJ'),
    ).resolves.toMatchObject({ rowCount: 2 });
    await blockedBy(waiting.pid, holding.pid);
    await cut(holding.pid);

    await goesThrough;
    expect(await totals()).toEqual({
      holder: [2, 0, 2],
      adjudicator: [2, 0, 2],
      stored: [2, 0, 2],
    });
  });
});
