import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabase } from '../../../test/test-app';
import { createFakeClock } from '../../../test/fake-clock';
import { mailboxMessages, outbox } from '../db/schema';
import { enqueueEmail } from './outbox';
import { createOutboxWorker } from './outbox-worker';
import { mailboxTransport } from './transports';

const message = (recipient: string) => ({
  kind: 'test-notice',
  recipient,
  subject: 'Your request',
  html: '<p>Hello</p>',
  text: 'Hello',
});

describe('enqueueEmail', () => {
  it('queues a pending message due at once', async () => {
    const db = await testDatabase();
    const clock = createFakeClock();

    const id = await enqueueEmail(db, message('queued@example.sg'), clock.now());

    const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 0,
      recipient: 'queued@example.sg',
      kind: 'test-notice',
      paId: null,
      nextAttemptAt: clock.now(),
      sentAt: null,
    });
  });

  it('sends nothing when the transaction that queued it rolls back', async () => {
    const db = await testDatabase();
    const clock = createFakeClock();
    const recipient = 'rolled-back@example.sg';

    await expect(
      db.transaction(async (tx) => {
        await enqueueEmail(tx, message(recipient), clock.now());
        throw new Error('the transition failed');
      }),
    ).rejects.toThrow('the transition failed');
    await createOutboxWorker({
      db,
      clock,
      transport: mailboxTransport(db, 'portal@example.sg', clock),
    }).runOnce();

    expect(await db.select().from(outbox).where(eq(outbox.recipient, recipient))).toEqual([]);
    expect(
      await db.select().from(mailboxMessages).where(eq(mailboxMessages.recipient, recipient)),
    ).toEqual([]);
  });
});
