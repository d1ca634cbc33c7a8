import { eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createFakeClock } from '../../../test/fake-clock';
import { startSmsProvider } from '../../../test/sms-provider';
import { testConfig } from '../../../test/test-app';
import type { AppConfig } from '../config/env';
import type { Database } from '../db/database';
import { mailboxMessages, outbox } from '../db/schema';
import type { MailLogger } from './outbox-worker';
import { freshDatabase, mailboxWorker, recordingLogger } from './outbox.test-support';
import { enqueueEmail, enqueueSms } from './outbox';
import { createOutboxWorker, retryDelayMs } from './outbox-worker';
import {
  createMailTransport,
  createSmsTransport,
  httpSmsTransport,
  mailboxTransport,
} from './transports';

const PHONE = '+6591234567';
const PIN_TEXT = 'Your Pre-Authorisation PIN is 482913. It expires in 5 minutes.';
const pin = (recipient = PHONE) => ({ kind: 'authorisation-pin', recipient, text: PIN_TEXT });

const outboxRow = async (db: Database, id: number) =>
  (await db.select().from(outbox).where(eq(outbox.id, id)))[0];

const smsConfig = (sms: Partial<AppConfig['sms']>, overrides: Partial<AppConfig> = {}) => {
  const config = testConfig(overrides);
  return { ...config, sms: { ...config.sms, ...sms } };
};

/** A worker with the transports `config` chooses, as main.ts wires them. */
function workerFor(db: Database, config: AppConfig, logger?: MailLogger) {
  const clock = createFakeClock();
  const worker = createOutboxWorker({
    db,
    clock,
    logger,
    transport: createMailTransport({ config, db, clock }),
    sms: createSmsTransport({ config, db, clock }),
  });
  onTestFinished(() => worker.stop());
  return { worker, clock };
}

describe('outbox worker: text messages (SMS)', () => {
  it('posts { to, from, text } with the bearer token to the provider and marks it sent', async () => {
    const db = await freshDatabase();
    const provider = await startSmsProvider();
    onTestFinished(() => provider.close());
    const { logger, lines } = recordingLogger();
    const config = smsConfig({
      providerUrl: provider.url,
      providerToken: 'test-token-123',
      senderId: 'AuroraLife',
    });
    const { worker, clock } = workerFor(db, config, logger);
    const id = await enqueueSms(db, pin(), clock.now());

    expect(await worker.runOnce()).toBe(1);

    expect(provider.received).toEqual([
      {
        method: 'POST',
        path: '/v1/messages',
        headers: expect.objectContaining({
          authorization: 'Bearer test-token-123',
          'content-type': 'application/json',
        }),
        body: { to: PHONE, from: 'AuroraLife', text: PIN_TEXT },
      },
    ]);
    expect(await outboxRow(db, id)).toMatchObject({
      channel: 'sms',
      status: 'sent',
      attempts: 1,
      sentAt: clock.now(),
      lastError: null,
    });
    expect(await db.select().from(mailboxMessages)).toEqual([]);
    expect(lines).toEqual([
      [
        expect.objectContaining({
          outboxId: id,
          kind: 'authorisation-pin',
          channel: 'sms',
          transport: 'http',
        }),
        'sms sent',
      ],
    ]);
    const logged = JSON.stringify(lines);
    expect(logged).not.toContain('91234567');
    expect(logged).not.toContain('482913');
  });

  it('sends no Authorization header when no token is set', async () => {
    const db = await freshDatabase();
    const provider = await startSmsProvider();
    onTestFinished(() => provider.close());
    const { worker, clock } = workerFor(db, smsConfig({ providerUrl: provider.url }));
    await enqueueSms(db, pin(), clock.now());

    await worker.runOnce();

    expect(provider.received).toHaveLength(1);
    expect(provider.received[0]?.headers.authorization).toBeUndefined();
    expect(provider.received[0]?.body).toEqual({ to: PHONE, from: 'PreAuth', text: PIN_TEXT });
  });

  it('retries after the provider answers 500, with the same backoff as email', async () => {
    const db = await freshDatabase();
    const provider = await startSmsProvider();
    onTestFinished(() => provider.close());
    provider.answers.push(500);
    const { logger, lines } = recordingLogger();
    const { worker, clock } = workerFor(
      db,
      smsConfig({ providerUrl: provider.url, providerToken: 'tok' }),
      logger,
    );
    const id = await enqueueSms(db, pin(), clock.now());

    expect(await worker.runOnce()).toBe(1);

    expect(await outboxRow(db, id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'SMS provider answered 500',
      nextAttemptAt: new Date(clock.now().getTime() + retryDelayMs(1)),
      sentAt: null,
    });
    clock.advance(retryDelayMs(1) - 1);
    expect(await worker.runOnce()).toBe(0);
    clock.advance(1);
    expect(await worker.runOnce()).toBe(1);

    expect(await outboxRow(db, id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(provider.received.map((r) => r.body)).toEqual([
      { to: PHONE, from: 'PreAuth', text: PIN_TEXT },
      { to: PHONE, from: 'PreAuth', text: PIN_TEXT },
    ]);
    expect(lines.map((line) => line[1])).toEqual(['sms delivery failed; will retry', 'sms sent']);
    expect(lines[0]?.[0]).toMatchObject({ outboxId: id, code: 'HTTP_500' });
    const logged = JSON.stringify(lines);
    expect(logged).not.toContain('91234567');
    expect(logged).not.toContain('482913');
  });

  it('counts a provider that does not answer in time as a failed attempt', async () => {
    const db = await freshDatabase();
    const provider = await startSmsProvider();
    onTestFinished(() => provider.close());
    provider.answers.push('hang');
    const clock = createFakeClock();
    const worker = createOutboxWorker({
      db,
      clock,
      transport: mailboxTransport(db, 'portal@example.sg', clock),
      sms: httpSmsTransport({
        url: provider.url,
        token: undefined,
        from: 'PreAuth',
        timeoutMs: 200,
      }),
    });
    const id = await enqueueSms(db, pin(), clock.now());

    await worker.runOnce();

    expect(await outboxRow(db, id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'SMS provider did not answer within 200 ms',
    });
  });

  it('counts an unreachable provider as a failed attempt, naming only the network error', async () => {
    const db = await freshDatabase();
    const provider = await startSmsProvider();
    const url = provider.url;
    await provider.close();
    const { worker, clock } = workerFor(db, smsConfig({ providerUrl: url }));
    const id = await enqueueSms(db, pin(), clock.now());

    await worker.runOnce();

    expect(await outboxRow(db, id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'SMS provider unreachable (ECONNREFUSED)',
    });
  });

  it('delivers to the local mailbox when no provider is set (development)', async () => {
    const db = await freshDatabase();
    const { logger, lines } = recordingLogger();
    const { worker, clock } = workerFor(db, smsConfig({ senderId: 'AuroraLife' }), logger);
    const id = await enqueueSms(db, pin(), clock.now());

    expect(await worker.runOnce()).toBe(1);

    expect(await outboxRow(db, id)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(await db.select().from(mailboxMessages)).toEqual([
      expect.objectContaining({
        outboxId: id,
        channel: 'sms',
        sender: 'AuroraLife',
        recipient: PHONE,
        subject: '',
        html: '',
        text: PIN_TEXT,
        createdAt: clock.now(),
      }),
    ]);
    expect(lines).toEqual([
      [expect.objectContaining({ outboxId: id, transport: 'mailbox' }), 'sms sent'],
    ]);
  });

  it('marks a text message failed at once in production without a provider', async () => {
    const db = await freshDatabase();
    const { logger, lines } = recordingLogger();
    const config = smsConfig({ providerUrl: undefined }, { isProduction: true });
    const { worker, clock } = workerFor(db, config, logger);
    const id = await enqueueSms(db, pin(), clock.now());

    expect(await worker.runOnce()).toBe(1);

    expect(await outboxRow(db, id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'no SMS provider configured',
      sentAt: null,
    });
    expect(await db.select().from(mailboxMessages)).toEqual([]);
    clock.advance(24 * 60 * 60_000);
    expect(await worker.runOnce()).toBe(0);
    expect(lines).toEqual([
      [expect.objectContaining({ outboxId: id, channel: 'sms' }), 'sms delivery failed; giving up'],
    ]);
  });

  it('delivers emails and text messages of one round each through its own transport', async () => {
    const db = await freshDatabase();
    const provider = await startSmsProvider();
    onTestFinished(() => provider.close());
    const { worker, clock } = workerFor(db, smsConfig({ providerUrl: provider.url }));
    const emailId = await enqueueEmail(
      db,
      {
        kind: 'doctor-link',
        recipient: 'doctor@clinic.example.sg',
        subject: 'Request',
        html: '<p>Request</p>',
        text: 'Request',
      },
      clock.now(),
    );
    const smsId = await enqueueSms(db, pin(), clock.now());

    expect(await worker.runOnce()).toBe(2);

    expect((await outboxRow(db, emailId))?.status).toBe('sent');
    expect((await outboxRow(db, smsId))?.status).toBe('sent');
    expect(provider.received.map((r) => r.body)).toEqual([
      { to: PHONE, from: 'PreAuth', text: PIN_TEXT },
    ]);
    expect(await db.select().from(mailboxMessages)).toEqual([
      expect.objectContaining({
        outboxId: emailId,
        channel: 'email',
        recipient: 'doctor@clinic.example.sg',
      }),
    ]);
  });

  it('marks a text message failed when the worker was given no SMS transport', async () => {
    const { db, clock, worker } = await mailboxWorker();
    const id = await enqueueSms(db, pin(), clock.now());

    await worker.runOnce();

    expect(await outboxRow(db, id)).toMatchObject({
      status: 'failed',
      lastError: 'no SMS provider configured',
    });
  });
});

describe('createSmsTransport', () => {
  it('chooses the provider when SMS_PROVIDER_URL is set, else the mailbox, none in production', async () => {
    const db = await freshDatabase();
    const clock = createFakeClock();
    const kind = (config: Pick<AppConfig, 'sms' | 'isProduction'>) =>
      createSmsTransport({ config, db, clock }).kind;
    const sms = { providerUrl: undefined, providerToken: undefined, senderId: 'PreAuth' };
    const url = 'https://sms.example.sg/send';

    expect(kind({ isProduction: false, sms: { ...sms, providerUrl: url } })).toBe('http');
    expect(kind({ isProduction: true, sms: { ...sms, providerUrl: url } })).toBe('http');
    expect(kind({ isProduction: false, sms })).toBe('mailbox');
    expect(kind({ isProduction: true, sms })).toBe('none');
  });
});
