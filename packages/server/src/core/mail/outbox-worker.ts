import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { outbox } from '../db/schema';
import { periodicJob } from '../jobs/periodic-job';
import type { Clock } from '../security/clock';
import { scrubSecrets, type AttachmentRef, type OutboxChannel } from './outbox';
import type { EmailAttachment, MailTransport, SmsTransport } from './transports';
import { UndeliverableError, unconfiguredSmsTransport } from './transports';

export const OUTBOX_POLICY = {
  /** Messages claimed per round. */
  batchSize: 20,
  /** Attempts before a message is marked 'failed'. */
  maxAttempts: 8,
  /** The first retry waits this long; each further one twice as long as the one before. */
  baseRetryDelayMs: 30_000,
  maxRetryDelayMs: 60 * 60_000,
  /**
   * A claimed message is not due again until this has passed, so a worker that dies mid-send
   * leaves it to be retried; longer than any SMTP or SMS provider timeout.
   */
  claimLeaseMs: 5 * 60_000,
} as const;

type OutboxPolicy = { [K in keyof typeof OUTBOX_POLICY]: number };

/** The wait before the next attempt after `attempts` failed ones: 30 s, 1 min, 2 min … at most 1 h. */
export function retryDelayMs(attempts: number, policy: OutboxPolicy = OUTBOX_POLICY): number {
  const exponent = Math.max(0, attempts - 1);
  return Math.min(policy.baseRetryDelayMs * 2 ** exponent, policy.maxRetryDelayMs);
}

export type MailLogger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/**
 * The files emails name by reference (`AttachmentRef`), rendered when the email is sent: one
 * renderer per kind. A renderer that throws fails the attempt, which is retried like any other.
 */
export interface AttachmentRenderers {
  render: Partial<Record<string, (ref: string) => Promise<EmailAttachment>>>;
  /** Ends what the renderers hold (PDF worker threads); called by the worker's `stop()`. */
  close(): Promise<void>;
}

export interface OutboxWorkerDeps {
  db: Database;
  clock: Clock;
  /** Email. Owned by the worker: `stop()` closes it. */
  transport: MailTransport;
  /**
   * Text messages (channel 'sms'). Owned by the worker. Unset means none can be delivered: each
   * is marked failed with 'no SMS provider configured'.
   */
  sms?: SmsTransport;
  /** Owned by the worker: `stop()` closes them. Unset: an email naming a file cannot be sent. */
  attachments?: AttachmentRenderers;
  /** Delivery outcomes are logged by outbox id, kind and channel only, never recipient or body. */
  logger?: MailLogger;
  policy?: Partial<OutboxPolicy>;
}

export interface OutboxWorker {
  /** Claims one batch of due messages and tries each once; answers how many it claimed. */
  runOnce(): Promise<number>;
  /** Runs a round every `intervalMs` (at once again while rounds come back full). */
  start(intervalMs: number): void;
  /** Stops the rounds, waits for the one in progress, closes the transports. */
  stop(): Promise<void>;
}

const MAX_ERROR_LENGTH = 500;

function describeError(error: unknown): { message: string; code: string | undefined } {
  const message = error instanceof Error ? error.message : String(error);
  const code =
    typeof error === 'object' && error !== null && 'code' in error
      ? String((error as { code: unknown }).code)
      : undefined;
  return { message: message.slice(0, MAX_ERROR_LENGTH), code };
}

/**
 * Delivers the outbox, each message through its channel's transport. Claiming is one atomic
 * UPDATE over rows locked with SKIP LOCKED, so any number of server processes can run a worker and
 * each message is claimed by one of them; claiming, the lease and retries are the same for every
 * channel.
 */
export function createOutboxWorker(deps: OutboxWorkerDeps): OutboxWorker {
  const { db, clock, transport } = deps;
  const sms = deps.sms ?? unconfiguredSmsTransport();
  const policy: OutboxPolicy = { ...OUTBOX_POLICY, ...deps.policy };
  const log: MailLogger | undefined = deps.logger;

  async function claimDue() {
    const now = clock.now();
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, now)))
      // Expiring messages (PINs) first, soonest end first; then in the order they were queued.
      .orderBy(sql`${outbox.expiresAt} asc nulls last`, asc(outbox.id))
      .limit(policy.batchSize)
      .for('update', { skipLocked: true });
    const rows = await db
      .update(outbox)
      .set({
        attempts: sql`${outbox.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + policy.claimLeaseMs),
      })
      .where(inArray(outbox.id, due))
      .returning();
    const end = (row: (typeof rows)[number]) => row.expiresAt?.getTime() ?? Infinity;
    return rows.sort((a, b) => end(a) - end(b) || a.id - b.id);
  }

  type Claimed = Awaited<ReturnType<typeof claimDue>>[number];

  // Both updates match the claim they finish (same attempt count), so a worker whose lease
  // ran out cannot overwrite the outcome of the worker that claimed the message after it.
  const sameClaim = (row: Claimed) =>
    and(eq(outbox.id, row.id), eq(outbox.status, 'pending'), eq(outbox.attempts, row.attempts));

  /** The files a message names, rendered now; an unknown kind is an error, so retried. */
  const attachmentsOf = (refs: readonly AttachmentRef[] | null) =>
    Promise.all(
      (refs ?? []).map((attachment) => {
        const render = deps.attachments?.render[attachment.kind];
        if (!render) throw new Error(`no renderer for '${attachment.kind}' attachments`);
        return render(attachment.ref);
      }),
    );

  /** The one place that differs by channel: which transport, and what it is handed. */
  function route(row: Claimed): { channel: string; via: string; send: () => Promise<void> } {
    switch (row.channel as OutboxChannel) {
      case 'email':
        return {
          channel: 'email',
          via: transport.kind,
          send: async () =>
            transport.send({
              outboxId: row.id,
              recipient: row.recipient,
              subject: row.subject,
              html: row.html,
              text: row.text,
              attachments: await attachmentsOf(row.attachments),
            }),
        };
      case 'sms':
        return {
          channel: 'sms',
          via: sms.kind,
          send: () => sms.send({ outboxId: row.id, recipient: row.recipient, text: row.text }),
        };
      default:
        return {
          channel: 'message',
          via: 'none',
          send: () => Promise.reject(new UndeliverableError('unknown channel')),
        };
    }
  }

  /**
   * Once a message has gone (or never will), its row keeps no secret: each is replaced in the
   * body the row keeps, so a live link or PIN does not sit in the database for the link's life.
   */
  const withoutSecrets = (row: Claimed) =>
    row.secrets?.length
      ? {
          html: scrubSecrets(row.html, row.secrets, 'html'),
          text: scrubSecrets(row.text, row.secrets, 'text'),
          secrets: null,
        }
      : {};

  async function deliver(row: Claimed): Promise<void> {
    const routed = route(row);
    const { channel, via } = routed;
    // Past its end a message (a PIN) is worth nothing: failed, never delivered late.
    const expired = row.expiresAt !== null && row.expiresAt <= clock.now();
    const send = expired
      ? () => Promise.reject(new UndeliverableError('expired before it could be delivered'))
      : routed.send;
    try {
      await send();
    } catch (error) {
      const { message, code } = describeError(error);
      const now = clock.now();
      const nextAttemptAt = new Date(now.getTime() + retryDelayMs(row.attempts, policy));
      // A message whose next try would come after its end (a PIN's) is given up now, so the
      // person's screen can say at once that it could not be sent (record 081).
      const givesUp =
        row.attempts >= policy.maxAttempts ||
        error instanceof UndeliverableError ||
        (row.expiresAt !== null && nextAttemptAt >= row.expiresAt);
      await db
        .update(outbox)
        .set(
          givesUp
            ? { status: 'failed', lastError: message, ...withoutSecrets(row) }
            : { lastError: message, nextAttemptAt },
        )
        .where(sameClaim(row));
      const outcome = { outboxId: row.id, kind: row.kind, channel, attempts: row.attempts, code };
      if (givesUp) log?.error(outcome, `${channel} delivery failed; giving up`);
      else log?.warn(outcome, `${channel} delivery failed; will retry`);
      return;
    }
    await db
      .update(outbox)
      .set({ status: 'sent', sentAt: clock.now(), lastError: null, ...withoutSecrets(row) })
      .where(sameClaim(row));
    log?.info(
      { outboxId: row.id, kind: row.kind, channel, attempts: row.attempts, transport: via },
      `${channel} sent`,
    );
  }

  async function runOnce(): Promise<number> {
    const rows = await claimDue();
    for (const row of rows) await deliver(row);
    return rows.length;
  }

  // A full batch means more may be due: the next round follows at once.
  const job = periodicJob(
    async () => (await runOnce()) >= policy.batchSize,
    (error) => log?.error({ code: describeError(error).code }, 'outbox round failed'),
  );

  return {
    runOnce,
    start: job.start,
    async stop() {
      await job.stop();
      transport.close();
      sms.close();
      await deps.attachments?.close();
    },
  };
}
