// Two worker processes' background work against one PostgreSQL: each runs the whole registry on
// its own connection pool, as `npm run worker` does. PostgreSQL only (`*.services.test.ts`): on
// the embedded database there is one process.
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseUrlOf } from '../test/server-process';
import { BACKGROUND_WORK } from './background-work';
import { openDatabase } from './core/db/database';
import * as t from './core/db/schema';
import { startBackgroundWork } from './core/jobs/background-runner';
import { enqueueEmail } from './core/mail/outbox';
import { RESPONSE_WINDOW_MS } from './modules/requests/lifecycle/response-window';
import {
  clock,
  config,
  db,
  policyholderWorld,
} from './modules/requests/test-support/request-worlds';
import { adjudicatorWorld, sgt } from './modules/requests/test-support/adjudication-worlds';

const url = await databaseUrlOf(db);
const workers = await Promise.all(
  [1, 2].map(() => openDatabase({ kind: 'postgres', url, poolSize: 4 })),
);
afterAll(() => Promise.all(workers.map((worker) => worker.close())));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(done: () => Promise<boolean>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('the workers did not finish in time');
    await sleep(200);
  }
}

describe('two worker processes on one PostgreSQL', () => {
  it('send each email once, expire each request once and send each adjudicator one digest', async () => {
    clock.set(sgt('2026-11-05T09:00')); // a Thursday morning
    const insurerSide = await adjudicatorWorld();
    await insurerSide.submitted(sgt('2026-11-02T08:00')); // overdue since 08:00
    const adjudicators = [insurerSide.adjudicator.user.id, insurerSide.colleague.user.id];
    const world = await policyholderWorld();
    const late = new Date(clock.now().getTime() - RESPONSE_WINDOW_MS);
    const requests = [];
    for (let i = 0; i < 30; i++) {
      requests.push(await world.requestForNewPatient({ statusCode: 'SUB', statusChangedAt: late }));
    }
    const paIds = requests.map((request) => request.id);
    for (let i = 0; i < 60; i++) {
      await enqueueEmail(
        db,
        {
          kind: 'doctor-link',
          recipient: `doctor-${i}@clinic.example.sg`,
          subject: `Request ${i}`,
          html: `<p>Request ${i}</p>`,
          text: `Request ${i}`,
        },
        clock.now(),
      );
    }

    const logger = pino({ level: 'silent' });
    const runners = await Promise.all(
      workers.map((worker) =>
        startBackgroundWork(BACKGROUND_WORK, { config, db: worker.db, clock, logger }),
      ),
    );
    try {
      await until(async () => {
        const [waiting] = await db
          .select({ n: count() })
          .from(t.paRequests)
          .where(and(inArray(t.paRequests.id, paIds), eq(t.paRequests.statusCode, 'SUB')));
        const [pending] = await db
          .select({ n: count() })
          .from(t.outbox)
          .where(eq(t.outbox.status, 'pending'));
        const [digests] = await db
          .select({ n: count() })
          .from(t.adjudicatorDigests)
          .where(inArray(t.adjudicatorDigests.adjudicatorId, adjudicators));
        return waiting?.n === 0 && pending?.n === 0 && digests?.n === adjudicators.length;
      });
    } finally {
      await Promise.all(runners.map((runner) => runner.stop()));
    }

    const history = await db
      .select({ paId: t.paStatusHistory.paId, statusCode: t.paStatusHistory.statusCode })
      .from(t.paStatusHistory)
      .where(inArray(t.paStatusHistory.paId, paIds));
    expect(history).toHaveLength(paIds.length);
    expect(new Set(history.map((entry) => entry.paId)).size).toBe(paIds.length);
    expect(history.every((entry) => entry.statusCode === 'DOC-EXP')).toBe(true);

    const digests = await db
      .select({ recipient: t.outbox.recipient })
      .from(t.outbox)
      .where(eq(t.outbox.kind, 'adjudicator-digest'));
    expect(digests.map((digest) => digest.recipient).sort()).toEqual(
      [insurerSide.adjudicator.user.email, insurerSide.colleague.user.email].sort(),
    );

    const sent = await db.select({ n: count() }).from(t.outbox).where(eq(t.outbox.status, 'sent'));
    const deliveries = await db
      .select({ outboxId: t.mailboxMessages.outboxId, n: count() })
      .from(t.mailboxMessages)
      .groupBy(t.mailboxMessages.outboxId)
      .having(sql`count(*) > 1`);
    expect(deliveries).toEqual([]);
    const [mailbox] = await db.select({ n: count() }).from(t.mailboxMessages);
    expect(mailbox?.n).toBe(sent[0]?.n);
    expect(mailbox?.n).toBeGreaterThanOrEqual(60);
  });
});
