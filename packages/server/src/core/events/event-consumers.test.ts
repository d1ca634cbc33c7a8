import type { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createRequest } from '../../../test/factories';
import { createFakeClock } from '../../../test/fake-clock';
import { testDatabase } from '../../../test/test-app';
import type { Database } from '../db/database';
import * as t from '../db/schema';
import {
  createEventConsumers,
  drainEventConsumer,
  registerEventConsumer,
  retryDelayMs,
  type EventConsumer,
} from './event-consumers';
import { appendRequestEvent, type RequestEvent } from './event-stream';

const db = await testDatabase();
const clock = createFakeClock();
const deps = { db, clock };

/** Another handle on the same database, as a second process would have: its own drains. */
function secondProcess(): Database {
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  const other =
    client instanceof pg.Pool
      ? drizzlePg({ client, schema: t })
      : drizzlePglite({ client: client as PGlite, schema: t });
  return other as unknown as Database;
}

let names = 0;
const consumerName = () => `test-consumer-${process.pid}-${++names}`;

/** `count` events of a new request, each in its own transaction. */
async function eventsOfNewRequest(count: number) {
  const request = await createRequest(db);
  for (let i = 0; i < count; i += 1) {
    await db.transaction((tx) =>
      appendRequestEvent(tx, {
        paId: request.id,
        insurerId: request.insurerId,
        event: 'resend',
        fromStatus: 'SUB',
        toStatus: 'SUB',
        actorType: 'system',
        occurredAt: clock.now(),
        version: request.version + i + 1,
      }),
    );
  }
  return request;
}

/**
 * A consumer whose effect is an audit entry per event (written through its transaction), which
 * also remembers the events it was handed.
 */
function recordingConsumer(overrides: Partial<EventConsumer> = {}) {
  const seen: RequestEvent[] = [];
  const action = `test.${consumerName()}`;
  const consumer: EventConsumer = {
    name: consumerName(),
    withTheCall: false,
    async handle(tx, event) {
      seen.push(event);
      await tx.insert(t.auditLog).values({
        action,
        actorType: 'system',
        paId: event.paId,
        details: { eventId: event.id },
        occurredAt: event.occurredAt,
      });
    },
    ...overrides,
  };
  /** The events whose effect committed, by id, for one request. */
  const effects = async (paId: string) =>
    (await db.select().from(t.auditLog).where(eq(t.auditLog.action, action)))
      .filter((row) => row.paId === paId)
      .map((row) => (row.details as { eventId: number }).eventId);
  return { consumer, seen, effects };
}

const positionOf = async (name: string) =>
  (
    await db
      .select()
      .from(t.eventConsumerPositions)
      .where(eq(t.eventConsumerPositions.consumer, name))
  )[0];

const idsOf = async (paId: string) =>
  (await db.select().from(t.requestEvents).where(eq(t.requestEvents.paId, paId)))
    .map((event) => event.id)
    .sort((a, b) => a - b);

describe('event consumers', () => {
  it('hand a consumer every event in order, from the beginning, each once', async () => {
    const request = await eventsOfNewRequest(3);
    const { consumer, seen, effects } = recordingConsumer();

    await drainEventConsumer(deps, consumer);
    await drainEventConsumer(deps, consumer);

    const ids = await idsOf(request.id);
    expect(seen.filter((e) => e.paId === request.id).map((e) => e.id)).toEqual(ids);
    expect(await effects(request.id)).toEqual(ids);
    expect((await positionOf(consumer.name))?.position).toBeGreaterThanOrEqual(ids.at(-1)!);
  });

  it('start a consumer declared to start now after the events before its first drain', async () => {
    const before = await eventsOfNewRequest(1);
    const { consumer, effects } = recordingConsumer({ startAt: 'now' });

    await drainEventConsumer(deps, consumer);
    const after = await eventsOfNewRequest(2);
    await drainEventConsumer(deps, consumer);

    expect(await effects(before.id)).toEqual([]);
    expect(await effects(after.id)).toEqual(await idsOf(after.id));
  });

  it('retry a failing event after its delay, its effect rolled back, never skipping it', async () => {
    const request = await eventsOfNewRequest(3);
    const ids = await idsOf(request.id);
    const failing = recordingConsumer();
    let failuresLeft = 2;
    const consumer: EventConsumer = {
      ...failing.consumer,
      async handle(tx, event) {
        await failing.consumer.handle(tx, event);
        // Fails after writing its effect, which must not survive.
        if (event.id === ids[1] && failuresLeft-- > 0) throw new Error('mail server down');
      },
    };

    const first = await drainEventConsumer(deps, consumer);
    expect(first.failed?.eventId).toBe(ids[1]);
    expect(await failing.effects(request.id)).toEqual([ids[0]]);
    const recorded = await positionOf(consumer.name);
    expect(recorded).toMatchObject({ attempts: 1, lastError: 'mail server down' });
    expect(recorded?.retryAt).toEqual(new Date(clock.now().getTime() + retryDelayMs(1)));

    // Before its retry time nothing is tried; after it, the event fails again, waits longer.
    expect((await drainEventConsumer(deps, consumer)).handled).toBe(0);
    clock.advance(retryDelayMs(1));
    await drainEventConsumer(deps, consumer);
    expect(await positionOf(consumer.name)).toMatchObject({ attempts: 2 });
    clock.advance(retryDelayMs(2));
    await drainEventConsumer(deps, consumer);

    expect(await failing.effects(request.id)).toEqual(ids);
    expect(await positionOf(consumer.name)).toMatchObject({ attempts: 0, lastError: null });
  });

  it('handle each event once when two processes drain the same consumer at once', async () => {
    const request = await eventsOfNewRequest(20);
    const { consumer, effects } = recordingConsumer();
    const other = { db: secondProcess(), clock };

    const [a, b] = await Promise.all([
      drainEventConsumer(deps, consumer),
      drainEventConsumer(other, consumer),
    ]);

    expect(await effects(request.id)).toEqual(await idsOf(request.id));
    expect(a.handled + b.handled).toBeGreaterThanOrEqual(20);
  });

  it('run registered consumers from the runner, round after round', async () => {
    const request = await eventsOfNewRequest(2);
    const handle = { db: secondProcess(), clock };
    const { consumer, effects } = recordingConsumer();
    registerEventConsumer(handle, consumer);
    const runner = createEventConsumers(handle);

    await runner.drainOnce();

    expect(await effects(request.id)).toEqual(await idsOf(request.id));
  });
});
