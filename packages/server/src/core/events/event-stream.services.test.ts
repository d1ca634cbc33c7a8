// The stream's ordering where transactions really run side by side. PostgreSQL only
// (`*.services.test.ts`): PGlite runs one transaction at a time.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createRequest } from '../../../test/factories';
import { createFakeClock } from '../../../test/fake-clock';
import { testDatabase } from '../../../test/test-app';
import type { Executor } from '../db/database';
import * as t from '../db/schema';
import { drainEventConsumer, type EventConsumer } from './event-consumers';
import { appendRequestEvent } from './event-stream';

const db = await testDatabase();
const deps = { db, clock: createFakeClock() };

describe('the request event stream on PostgreSQL', () => {
  it('never hands out an event past one whose transaction has not committed', async () => {
    const request = await createRequest(db);
    const handled: number[] = [];
    const consumer: EventConsumer = {
      name: `ordering-${process.pid}`,
      withTheCall: false,
      startAt: 'now',
      handle: async (_tx, event) => void handled.push(event.id),
    };
    await drainEventConsumer(deps, consumer);
    const append = (tx: Executor) =>
      appendRequestEvent(tx, {
        paId: request.id,
        insurerId: request.insurerId,
        event: 'resend',
        fromStatus: 'SUB',
        toStatus: 'SUB',
        actorType: 'system',
        occurredAt: deps.clock.now(),
        version: 2,
      });
    let commitFirst!: () => void;
    const firstMayCommit = new Promise<void>((resolve) => (commitFirst = resolve));
    let firstAppended!: () => void;
    const appended = new Promise<void>((resolve) => (firstAppended = resolve));
    // The first transaction takes its id and stays open; a second appends beside it.
    const first = db.transaction(async (tx) => {
      await append(tx);
      firstAppended();
      await firstMayCommit;
    });
    await appended;
    let secondCommitted = false;
    const second = db.transaction(append).then(() => (secondCommitted = true));

    await new Promise((resolve) => setTimeout(resolve, 300));
    await drainEventConsumer(deps, consumer);
    // The second cannot commit before the first: nothing past the open one is handed out.
    expect(secondCommitted).toBe(false);
    expect(handled).toEqual([]);

    commitFirst();
    await Promise.all([first, second]);
    await drainEventConsumer(deps, consumer);
    const ids = (
      await db.select().from(t.requestEvents).where(eq(t.requestEvents.paId, request.id))
    )
      .map((event) => event.id)
      .sort((a, b) => a - b);
    expect(ids).toHaveLength(2);
    expect(handled).toEqual(ids);
  });
});
