import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabase } from '../../../test/test-app';
import { createFakeClock } from '../../../test/fake-clock';
import { mailboxMessages, outbox } from '../db/schema';
import { enqueueEmail, enqueueSms } from './outbox';
import { createOutboxWorker } from './outbox-worker';
import { mailboxTransport, smsMailboxTransport } from './transports';

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

describe('enqueueSms', () => {
  const sms = (recipient: string) => ({
    kind: 'test-pin',
    recipient,
    text: 'Your PIN is 123456.',
  });

  it('queues a pending text message: channel sms, no subject or HTML', async () => {
    const db = await testDatabase();
    const clock = createFakeClock();

    const id = await enqueueSms(db, sms('+6591230001'), clock.now());

    const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
    expect(row).toMatchObject({
      channel: 'sms',
      status: 'pending',
      attempts: 0,
      kind: 'test-pin',
      recipient: '+6591230001',
      subject: '',
      html: '',
      text: 'Your PIN is 123456.',
      paId: null,
      nextAttemptAt: clock.now(),
    });
  });

  it('sends nothing when the transaction that queued it rolls back', async () => {
    const db = await testDatabase();
    const clock = createFakeClock();
    const recipient = '+6591230002';

    await expect(
      db.transaction(async (tx) => {
        await enqueueSms(tx, sms(recipient), clock.now());
        throw new Error('the PIN was not stored');
      }),
    ).rejects.toThrow('the PIN was not stored');
    await createOutboxWorker({
      db,
      clock,
      transport: mailboxTransport(db, 'portal@example.sg', clock),
      sms: smsMailboxTransport(db, 'PreAuth', clock),
    }).runOnce();

    expect(await db.select().from(outbox).where(eq(outbox.recipient, recipient))).toEqual([]);
    expect(
      await db.select().from(mailboxMessages).where(eq(mailboxMessages.recipient, recipient)),
    ).toEqual([]);
  });

  it('refuses a number not in E.164, without naming it', async () => {
    const db = await testDatabase();
    const clock = createFakeClock();

    for (const recipient of ['91234567', '+65 9123 4567', 'doctor@clinic.example.sg', '']) {
      const refusal = enqueueSms(db, sms(recipient), clock.now());
      await expect(refusal, recipient).rejects.toThrow(
        'enqueueSms: the recipient must be a phone number in E.164 form',
      );
    }
    await expect(enqueueSms(db, { ...sms('+6591230003'), text: ' ' }, clock.now())).rejects.toThrow(
      'enqueueSms: the text is empty',
    );
    expect(await db.select().from(outbox).where(eq(outbox.recipient, '+6591230003'))).toEqual([]);
  });
});
