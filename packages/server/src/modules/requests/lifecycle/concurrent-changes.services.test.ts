// Many lifecycle changes at once, through a real pool on PostgreSQL (`*.services.test.ts`): PGlite
// runs one transaction at a time. Every change takes its insurer's audit-chain lock first
// (audit-log.ts, record 070), so no mix of them may deadlock or fail to serialise.
import type { LifecycleEvent } from '@preauth/shared';
import { asc, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lockAuditChain } from '../../../core/audit/audit-log';
import { verifyAuditChains } from '../../../core/audit/audit-verify';
import { queryRows } from '../../../core/db/database';
import * as t from '../../../core/db/schema';
import {
  auditOf,
  clock,
  command,
  config,
  createFor,
  db,
  policyholderWorld,
  requestRow,
  type World,
} from '../test-support/request-worlds';
import { sweepExpiredRequests } from './expiry-sweep';
import { RESPONSE_WINDOW_MS } from './response-window';

type Action = 'resend' | 'cancel' | 'amend';

const BODIES: Record<Action, object> = {
  resend: { doctorEmail: 'again@clinic.example.sg' },
  cancel: { cancelReason: 'Treatment postponed' },
  amend: { amendReason: 'Second procedure added' },
};

/** One command sent, and what it answered. */
interface Sent {
  paId: string;
  event: Action;
  statusCode: number;
  code: string | undefined;
}

async function send(world: World, paId: string, event: Action): Promise<Sent> {
  const response = await command(world.login, paId, event, BODIES[event]);
  const code = response.statusCode === 200 ? undefined : (response.json().code as string);
  return { paId, event, statusCode: response.statusCode, code };
}

/** The events the stream holds for each request, in their order. */
async function eventsOf(paIds: string[]) {
  const rows = await db
    .select({ paId: t.requestEvents.paId, event: t.requestEvents.event })
    .from(t.requestEvents)
    .where(inArray(t.requestEvents.paId, paIds))
    .orderBy(asc(t.requestEvents.id));
  const byRequest = new Map<string, string[]>(paIds.map((paId) => [paId, []]));
  for (const row of rows) byRequest.get(row.paId)?.push(row.event);
  return byRequest;
}

/** Every change that succeeded has one event and one audit entry, and every chain verifies. */
async function expectRecordedOnce(succeeded: { paId: string; event: LifecycleEvent | 'create' }[]) {
  const paIds = [...new Set(succeeded.map((change) => change.paId))];
  const events = await eventsOf(paIds);
  for (const paId of paIds) {
    const expected = succeeded.filter((change) => change.paId === paId).map((c) => c.event);
    expect([...(events.get(paId) ?? [])].sort(), paId).toEqual([...expected].sort());
    for (const event of new Set(expected)) {
      const action = event === 'create' ? 'request.created' : `request.${event}`;
      expect(await auditOf(paId, action), `${paId} ${event}`).toHaveLength(
        expected.filter((e) => e === event).length,
      );
    }
  }
  const verdicts = await verifyAuditChains(db);
  expect(verdicts.filter((verdict) => verdict.broken)).toEqual([]);
}

/** How many transactions wait for an audit-chain lock (key 727002, audit-log.ts). */
async function chainLockWaiters(): Promise<number> {
  const [row] = await queryRows<{ waiting: string }>(
    db,
    sql`select count(*) as waiting from pg_locks
        where locktype = 'advisory' and classid = 727002 and not granted
          and database = (select oid from pg_database where datname = current_database())`,
  );
  return Number(row?.waiting ?? 0);
}

describe('concurrent lifecycle changes on PostgreSQL', () => {
  it('serialises a mix across requests and insurers: no 500, each change recorded once', async () => {
    const worlds = [await policyholderWorld(), await policyholderWorld()];
    const pastWindow = new Date(clock.now().getTime() - RESPONSE_WINDOW_MS);
    const plan = await Promise.all(
      worlds.map(async (world) => {
        const now = clock.now();
        const sub = () => world.requestForNewPatient({ statusCode: 'SUB', statusChangedAt: now });
        const pro = () => world.requestForNewPatient({ statusCode: 'PRO', statusChangedAt: now });
        return {
          world,
          resent: [await sub(), await sub()],
          cancelled: [await sub(), await sub()],
          amended: [await pro(), await pro()],
          contested: await sub(),
          expiring: await world.requestForNewPatient({
            statusCode: 'SUB',
            statusChangedAt: pastWindow,
          }),
        };
      }),
    );

    const expiryFailures: unknown[] = [];
    const [sent, created, expired] = await Promise.all([
      Promise.all(
        plan.flatMap(({ world, resent, cancelled, amended, contested, expiring }) => [
          ...resent.map((request) => send(world, request.id, 'resend')),
          ...cancelled.map((request) => send(world, request.id, 'cancel')),
          ...amended.map((request) => send(world, request.id, 'amend')),
          // Three cancels of one request: one moves it, the others find it changed or cancelled.
          ...[1, 2, 3].map(() => send(world, contested.id, 'cancel')),
          // The policyholder's cancel races the doctor's window running out.
          send(world, expiring.id, 'cancel'),
        ]),
      ),
      Promise.all(plan.map(({ world }) => createFor(world))),
      sweepExpiredRequests({ db, clock, config }, clock.now(), (error) =>
        expiryFailures.push(error),
      ),
    ]);

    expect(expiryFailures).toEqual([]);
    expect(created.map((response) => response.statusCode)).toEqual([201, 201]);
    for (const answer of sent) {
      expect([200, 409], `${answer.event} ${answer.code}`).toContain(answer.statusCode);
      if (answer.statusCode === 409) {
        expect(['REQUEST_CHANGED', 'NOT_ALLOWED_IN_STATUS']).toContain(answer.code);
      }
    }
    const won = (paId: string) => sent.filter((s) => s.paId === paId && s.statusCode === 200);
    for (const { resent, cancelled, amended, contested, expiring } of plan) {
      for (const request of [...resent, ...cancelled, ...amended]) {
        expect(won(request.id)).toHaveLength(1);
      }
      expect(won(contested.id)).toHaveLength(1);
      expect((await requestRow(contested.id))?.statusCode).toBe('CAN');
      // Exactly one of the cancel and the expiry moved the request.
      const final = (await requestRow(expiring.id))?.statusCode;
      expect(won(expiring.id)).toHaveLength(final === 'CAN' ? 1 : 0);
      expect(final === 'CAN' || final === 'DOC-EXP').toBe(true);
    }
    const expiredIds = [];
    for (const { expiring } of plan) {
      if ((await requestRow(expiring.id))?.statusCode === 'DOC-EXP') expiredIds.push(expiring.id);
    }
    expect(expired).toBe(expiredIds.length);

    const createdIds = created.map((response) => response.json().paId as string);
    await expectRecordedOnce([
      ...sent.filter((s) => s.statusCode === 200),
      ...expiredIds.map((paId) => ({ paId, event: 'doctor-window-expired' as const })),
      ...createdIds.map((paId) => ({ paId, event: 'create' as const })),
    ]);
  });

  it('lets one of several changes that read the same request win; the others get REQUEST_CHANGED', async () => {
    const [world, other] = [await policyholderWorld(), await policyholderWorld()];
    const contested = await world.requestForNewPatient({ statusCode: 'SUB' });
    const elsewhere = await other.requestForNewPatient({ statusCode: 'SUB' });
    const contenders: Action[] = ['cancel', 'cancel', 'resend', 'cancel', 'cancel'];

    // Hold the insurer's chain lock, so every contender reads the request before any commits.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let holding!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    const holder = db.transaction(async (tx) => {
      await lockAuditChain(tx, world.insurer.id);
      holding();
      await released;
    });
    await held;
    let settled = false;
    const racing = Promise.all(contenders.map((event) => send(world, contested.id, event)));
    void racing.finally(() => (settled = true));
    // Another insurer's change goes ahead meanwhile: its chain is its own.
    expect((await send(other, elsewhere.id, 'cancel')).statusCode).toBe(200);
    // Until every contender waits on the lock (or, were one not to take it, all have answered).
    while (!settled && (await chainLockWaiters()) < contenders.length) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    release();
    await holder;
    const answers = await racing;

    const winners = answers.filter((answer) => answer.statusCode === 200);
    expect(winners).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode !== 200)).toEqual(
      contenders
        .slice(1)
        .map(() => expect.objectContaining({ statusCode: 409, code: 'REQUEST_CHANGED' })),
    );
    const [winner] = winners;
    const row = await requestRow(contested.id);
    expect(row?.version).toBe(contested.version + 1);
    await expectRecordedOnce([
      { paId: contested.id, event: winner?.event ?? 'cancel' },
      { paId: elsewhere.id, event: 'cancel' },
    ]);
  });
});
