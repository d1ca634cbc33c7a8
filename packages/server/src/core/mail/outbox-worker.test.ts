import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createFakeClock } from '../../../test/fake-clock';
import { startSmtpServer } from '../../../test/smtp-server';
import { testConfig } from '../../../test/test-app';
import type { Database } from '../db/database';
import { mailboxMessages, outbox } from '../db/schema';
import { freshDatabase, mailboxWorker, recordingLogger } from './outbox.test-support';
import { SCRUBBED, enqueueEmail } from './outbox';
import { OUTBOX_POLICY, createOutboxWorker, retryDelayMs } from './outbox-worker';
import type { MailTransport } from './transports';
import { UndeliverableError, createMailTransport, mailboxTransport } from './transports';

const email = (n: number) => ({
  kind: 'doctor-link',
  recipient: `doctor-${n}@clinic.example.sg`,
  subject: `Pre-authorisation request ${n}`,
  html: `<p>Please complete request <b>${n}</b>.</p>`,
  text: `Please complete request ${n}.`,
});

const outboxRow = async (db: Database, id: number) =>
  (await db.select().from(outbox).where(eq(outbox.id, id)))[0];

describe('outbox worker', () => {
  it('delivers to the local mailbox, marks the message sent and logs only id and kind', async () => {
    const db = await freshDatabase();
    const clock = createFakeClock();
    const { logger, lines } = recordingLogger();
    const config = testConfig({ smtpUrl: undefined, mailFrom: 'Portal <portal@example.sg>' });
    const worker = createOutboxWorker({
      db,
      clock,
      logger,
      transport: createMailTransport({ config, db, clock }),
    });
    const id = await enqueueEmail(db, email(1), clock.now());
    clock.advance(1_000);

    expect(await worker.runOnce()).toBe(1);

    expect(await outboxRow(db, id)).toMatchObject({
      status: 'sent',
      attempts: 1,
      sentAt: clock.now(),
      lastError: null,
    });
    expect(await db.select().from(mailboxMessages)).toEqual([
      expect.objectContaining({
        outboxId: id,
        sender: 'Portal <portal@example.sg>',
        recipient: 'doctor-1@clinic.example.sg',
        subject: 'Pre-authorisation request 1',
        html: '<p>Please complete request <b>1</b>.</p>',
        text: 'Please complete request 1.',
        createdAt: clock.now(),
      }),
    ]);
    expect(await worker.runOnce()).toBe(0);
    expect(lines).toEqual([
      [expect.objectContaining({ outboxId: id, kind: 'doctor-link' }), 'email sent'],
    ]);
    const logged = JSON.stringify(lines);
    expect(logged).not.toContain('doctor-1@');
    expect(logged).not.toContain('Please complete');
    expect(logged).not.toContain('Pre-authorisation request');
  });

  it('does not deliver a message before it is due', async () => {
    const { db, clock, worker } = await mailboxWorker();
    await enqueueEmail(db, email(1), new Date(clock.now().getTime() + 60_000));

    expect(await worker.runOnce()).toBe(0);
    clock.advance(60_000);
    expect(await worker.runOnce()).toBe(1);
  });

  it('sends through real SMTP as HTML with a plain-text part', async () => {
    const db = await freshDatabase();
    const clock = createFakeClock();
    const smtp = await startSmtpServer();
    onTestFinished(() => smtp.close());
    const config = testConfig({ smtpUrl: smtp.url, mailFrom: 'Portal <portal@example.sg>' });
    const transport = createMailTransport({ config, db, clock });
    expect(transport.kind).toBe('smtp');
    const worker = createOutboxWorker({ db, clock, transport });
    onTestFinished(() => worker.stop());
    const id = await enqueueEmail(db, email(7), clock.now());

    await worker.runOnce();

    expect(await outboxRow(db, id)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(await db.select().from(mailboxMessages)).toEqual([]);
    expect(smtp.received).toHaveLength(1);
    const [received] = smtp.received;
    expect(received?.from).toBe('portal@example.sg');
    expect(received?.to).toEqual(['doctor-7@clinic.example.sg']);
    const raw = received?.raw ?? '';
    expect(raw).toMatch(/^Subject: Pre-authorisation request 7\r?$/m);
    expect(raw).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(raw).toMatch(/^Content-Type: text\/plain/m);
    expect(raw).toMatch(/^Content-Type: text\/html/m);
    expect(raw).toContain('Please complete request 7.');
    expect(raw).toContain('<p>Please complete request <b>7</b>.</p>');
  });

  it('retries a failing delivery with exponential backoff, then gives up', async () => {
    const db = await freshDatabase();
    const clock = createFakeClock();
    const smtp = await startSmtpServer({ rejectRecipients: true });
    onTestFinished(() => smtp.close());
    const { logger, lines } = recordingLogger();
    const worker = createOutboxWorker({
      db,
      clock,
      logger,
      transport: createMailTransport({ config: testConfig({ smtpUrl: smtp.url }), db, clock }),
    });
    onTestFinished(() => worker.stop());
    const id = await enqueueEmail(db, email(3), clock.now());

    for (let attempt = 1; attempt < OUTBOX_POLICY.maxAttempts; attempt++) {
      expect(await worker.runOnce()).toBe(1);
      const row = await outboxRow(db, id);
      const delay = retryDelayMs(attempt);
      expect(row).toMatchObject({
        status: 'pending',
        attempts: attempt,
        nextAttemptAt: new Date(clock.now().getTime() + delay),
        sentAt: null,
      });
      expect(row?.lastError).toContain('550');
      // Not due a moment before the backoff has passed; due once it has.
      clock.advance(delay - 1);
      expect(await worker.runOnce()).toBe(0);
      clock.advance(1);
    }
    expect(await worker.runOnce()).toBe(1);

    expect(await outboxRow(db, id)).toMatchObject({
      status: 'failed',
      attempts: OUTBOX_POLICY.maxAttempts,
      lastError: expect.stringContaining('Mailbox unavailable'),
    });
    clock.advance(OUTBOX_POLICY.maxRetryDelayMs * 10);
    expect(await worker.runOnce()).toBe(0);
    expect(smtp.received).toEqual([]);
    expect(lines.map((line) => line[1])).toEqual([
      ...Array<string>(OUTBOX_POLICY.maxAttempts - 1).fill('email delivery failed; will retry'),
      'email delivery failed; giving up',
    ]);
    expect(JSON.stringify(lines)).not.toContain('doctor-3@');
  });

  it('delivers PIN messages first, and never one past its end: it fails, its PIN scrubbed', async () => {
    const db = await freshDatabase();
    const clock = createFakeClock();
    const sent: string[] = [];
    let smtpUp = false;
    const transport: MailTransport = {
      kind: 'smtp',
      send: async (message) => {
        if (!smtpUp) throw new Error('connect ECONNREFUSED');
        sent.push(message.subject);
      },
      close: () => {},
    };
    const worker = createOutboxWorker({ db, clock, transport, policy: { batchSize: 1 } });
    const pinEmail = (pin: string, minutes: number) => ({
      ...email(9),
      kind: 'link-pin',
      subject: `PIN ${pin}`,
      text: `Your PIN is ${pin}.`,
      secrets: [pin],
      expiresAt: new Date(clock.now().getTime() + minutes * 60_000),
    });
    await enqueueEmail(db, email(1), clock.now());
    const late = await enqueueEmail(db, pinEmail('111111', 1), clock.now());

    // The mail server is down past the PIN's end: the PIN goes out never, the other mail later.
    await worker.runOnce();
    clock.advance(2 * 60_000);
    smtpUp = true;
    await enqueueEmail(db, pinEmail('222222', 10), clock.now());
    while ((await worker.runOnce()) > 0);

    expect(sent).toEqual(['PIN 222222', 'Pre-authorisation request 1']);
    const expired = await outboxRow(db, late);
    expect(expired).toMatchObject({ status: 'failed', sentAt: null, secrets: null });
    expect(expired?.lastError).toContain('expired');
    expect(expired?.text).not.toContain('111111');
  });

  it('gives a PIN message up as soon as its next try would come after its end, not when it has expired', async () => {
    const db = await freshDatabase();
    const clock = createFakeClock();
    const down: MailTransport = {
      kind: 'smtp',
      send: () => Promise.reject(new Error('connect ECONNREFUSED')),
      close: () => undefined,
    };
    const worker = createOutboxWorker({ db, clock, transport: down });
    const end = new Date(clock.now().getTime() + 10 * 60_000);
    const id = await enqueueEmail(
      db,
      {
        ...email(10),
        kind: 'link-pin',
        text: 'Your PIN is 333333.',
        secrets: ['333333'],
        expiresAt: end,
      },
      clock.now(),
    );

    // Tries at 0, 0.5, 1.5 and 3.5 minutes; the one at 7.5 would be followed by one at 15.5.
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect(await worker.runOnce()).toBe(1);
      if (attempt < 5) clock.advance(retryDelayMs(attempt));
    }

    expect(clock.now() < end).toBe(true);
    const row = await outboxRow(db, id);
    expect(row).toMatchObject({ status: 'failed', attempts: 5, secrets: null });
    expect(row?.lastError).toContain('ECONNREFUSED');
    expect(row?.text).not.toContain('333333');
  });

  it('keeps no secret in the outbox row once sent; the mailbox receives the message whole', async () => {
    const { db, clock, worker } = await mailboxWorker();
    const link = 'https://preauth.example.sg/INS-1/PA2026-000001/verification#token=Ab_cD-12';
    // Escaped in the HTML: the row keeps neither form.
    const pin = "Tan's PIN for PA2026-000001 is 482913.";
    const withSecrets = await enqueueEmail(
      db,
      {
        ...email(6),
        html: `<p><a href="${link}">${link}</a></p><p>Tan&#39;s PIN for PA2026-000001 is 482913.</p>`,
        text: `${link}\n\n${pin}`,
        secrets: [link, pin],
      },
      clock.now(),
    );
    const plain = await enqueueEmail(db, email(7), clock.now());

    expect(await worker.runOnce()).toBe(2);

    const sent = await outboxRow(db, withSecrets);
    expect(sent).toMatchObject({
      status: 'sent',
      html: `<p><a href="${SCRUBBED}">${SCRUBBED}</a></p><p>${SCRUBBED}</p>`,
      text: `${SCRUBBED}\n\n${SCRUBBED}`,
      secrets: null,
    });
    expect(JSON.stringify(sent)).not.toMatch(/Ab_cD-12|482913/);
    expect(await outboxRow(db, plain)).toMatchObject({ status: 'sent', ...email(7) });
    // The local mailbox holds what a real mailbox would: the link and the PIN.
    const [received] = await db
      .select()
      .from(mailboxMessages)
      .where(eq(mailboxMessages.outboxId, withSecrets));
    expect(received?.text).toBe(`${link}\n\n${pin}`);
  });

  it('keeps the secrets for a retry, and scrubs them when it gives up', async () => {
    const db = await freshDatabase();
    const clock = createFakeClock();
    let refusal: Error = new Error('421 try again later');
    const refusing: MailTransport = {
      kind: 'mailbox',
      send: () => Promise.reject(refusal),
      close: () => undefined,
    };
    const worker = createOutboxWorker({ db, clock, transport: refusing });
    const link = 'https://preauth.example.sg/INS-1/PA2026-000002/verification#token=Zy_9';
    const id = await enqueueEmail(
      db,
      { ...email(8), html: `<p>${link}</p>`, text: link, secrets: [link] },
      clock.now(),
    );

    expect(await worker.runOnce()).toBe(1);
    expect(await outboxRow(db, id)).toMatchObject({
      status: 'pending',
      text: link,
      secrets: [link],
    });

    refusal = new UndeliverableError('550 no such mailbox');
    clock.advance(retryDelayMs(1));
    expect(await worker.runOnce()).toBe(1);
    expect(await outboxRow(db, id)).toMatchObject({
      status: 'failed',
      html: `<p>${SCRUBBED}</p>`,
      text: SCRUBBED,
      secrets: null,
    });
  });

  it('backs off 30 s, doubling each time, at most an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map((n) => retryDelayMs(n) / 1000)).toEqual([
      30, 60, 120, 240, 480, 960, 1920, 3600, 3600,
    ]);
  });

  it('retries a message whose worker died mid-send once the claim lease runs out', async () => {
    const db = await freshDatabase();
    const clock = createFakeClock();
    const dying: MailTransport = {
      kind: 'mailbox',
      send: () => new Promise<void>(() => undefined),
      close: () => undefined,
    };
    const id = await enqueueEmail(db, email(5), clock.now());
    // Claims the message and never finishes sending it.
    void createOutboxWorker({ db, clock, transport: dying }).runOnce();
    await expect.poll(async () => (await outboxRow(db, id))?.attempts).toBe(1);
    const worker = createOutboxWorker({
      db,
      clock,
      transport: mailboxTransport(db, 'portal@example.sg', clock),
    });

    expect(await worker.runOnce()).toBe(0);
    clock.advance(OUTBOX_POLICY.claimLeaseMs);
    expect(await worker.runOnce()).toBe(1);

    expect(await outboxRow(db, id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('delivers each message exactly once when two workers run at the same time', async () => {
    const db = await freshDatabase();
    const clock = createFakeClock();
    const total = 30;
    for (let n = 0; n < total; n++) await enqueueEmail(db, email(n), clock.now());
    const deliveredBy: Record<string, number[]> = { a: [], b: [] };
    const slowMailbox = (name: 'a' | 'b'): MailTransport => {
      const inner = mailboxTransport(db, 'portal@example.sg', clock);
      return {
        kind: 'mailbox',
        async send(message) {
          await new Promise((resolve) => setTimeout(resolve, 5));
          deliveredBy[name]?.push(message.outboxId);
          await inner.send(message);
        },
        close: () => undefined,
      };
    };
    const workers = (['a', 'b'] as const).map((name) =>
      createOutboxWorker({ db, clock, transport: slowMailbox(name), policy: { batchSize: 4 } }),
    );

    const drain = async (worker: (typeof workers)[number]) => {
      while ((await worker.runOnce()) > 0);
    };
    await Promise.all(workers.map(drain));

    const all = [...(deliveredBy.a ?? []), ...(deliveredBy.b ?? [])].sort((x, y) => x - y);
    expect(all).toHaveLength(total);
    expect(new Set(all).size).toBe(total);
    const perMessage = await db
      .select({ outboxId: mailboxMessages.outboxId, copies: sql<number>`count(*)::int` })
      .from(mailboxMessages)
      .groupBy(mailboxMessages.outboxId)
      .orderBy(asc(mailboxMessages.outboxId));
    expect(perMessage).toHaveLength(total);
    expect(perMessage.every((m) => m.copies === 1)).toBe(true);
    const statuses = await db
      .select({ status: outbox.status, attempts: outbox.attempts })
      .from(outbox);
    expect(statuses.every((s) => s.status === 'sent' && s.attempts === 1)).toBe(true);
  });

  it('runs rounds on an interval until stopped', async () => {
    const { db, clock, worker } = await mailboxWorker();
    const id = await enqueueEmail(db, email(9), clock.now());

    worker.start(10);
    await expect.poll(async () => (await outboxRow(db, id))?.status).toBe('sent');
    await worker.stop();

    const later = await enqueueEmail(db, email(10), clock.now());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await outboxRow(db, later))?.status).toBe('pending');
  });
});
