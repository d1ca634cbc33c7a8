import { phoneNumberSchema } from '@preauth/shared';
import type { Executor } from '../db/database';
import { outbox } from '../db/schema';
import { escapeHtml } from './html';

/** How an outbox message goes out; the worker picks the transport by it. */
export type OutboxChannel = 'email' | 'sms';

/**
 * A file an email carries, named by reference: the kind of file (a renderer the worker is given,
 * e.g. 'certificate') and the id it is made from (the decision's). The outbox row keeps only this;
 * the worker renders the file when it sends, so a failed render is a failed attempt, retried.
 */
export interface AttachmentRef {
  kind: string;
  ref: string;
}

export interface EmailMessage {
  /** The request the email is about, if any. */
  paId?: string | null;
  /** Which notification, e.g. 'doctor-link' or 'discard-notice'; logged, so never personal data. */
  kind: string;
  recipient: string;
  subject: string;
  html: string;
  /** The plain-text part sent beside the HTML. */
  text: string;
  /**
   * Secrets the body carries (an emailed link with its token, a PIN), exactly as they appear in
   * the text. They go out in the message, but once it is sent (or given up) the outbox row keeps
   * `SCRUBBED` in their place (`scrubSecrets`).
   */
  secrets?: readonly string[];
  /**
   * When the message becomes worthless (a PIN's, at the PIN's end): it is delivered before the
   * messages without one, and never after this (it fails instead).
   */
  expiresAt?: Date;
  /** Files to attach, rendered at sending time (`AttachmentRef`). */
  attachments?: readonly AttachmentRef[];
}

export interface SmsMessage {
  /** The request the text message is about, if any. */
  paId?: string | null;
  /** Which notification, e.g. 'authorisation-pin'; logged, so never personal data. */
  kind: string;
  /** The phone number in E.164 (`+6591234567`), as `phoneNumberSchema` answers it. */
  recipient: string;
  text: string;
  /** As for an email: scrubbed from the outbox row once the message is sent or given up. */
  secrets?: readonly string[];
  /** As for an email: delivered first, and never after it. */
  expiresAt?: Date;
}

/** What the outbox row keeps in place of each secret once its message has gone. */
export const SCRUBBED = '[removed after sending]';

/** The body with every secret replaced by `SCRUBBED`; in HTML, also in its escaped form. */
export function scrubSecrets(
  body: string,
  secrets: readonly string[],
  format: 'html' | 'text',
): string {
  // Longest first, so a secret inside another (a token inside its link) cannot split it.
  const ordered = [...secrets].sort((a, b) => b.length - a.length);
  let scrubbed = body;
  for (const secret of ordered) {
    scrubbed = scrubbed.replaceAll(secret, SCRUBBED);
    if (format === 'html') scrubbed = scrubbed.replaceAll(escapeHtml(secret), SCRUBBED);
  }
  return scrubbed;
}

function checkedSecrets(secrets: readonly string[] | undefined): string[] | null {
  if (!secrets?.length) return null;
  // An empty secret would "match" between every two characters of the body.
  if (secrets.some((secret) => secret.length === 0)) throw new Error('outbox: an empty secret');
  return [...secrets];
}

async function enqueue(
  tx: Executor,
  message: EmailMessage & { channel: OutboxChannel },
  now: Date,
): Promise<number> {
  const [row] = await tx
    .insert(outbox)
    .values({
      paId: message.paId ?? null,
      kind: message.kind,
      channel: message.channel,
      recipient: message.recipient,
      subject: message.subject,
      html: message.html,
      text: message.text,
      secrets: checkedSecrets(message.secrets),
      attachments: message.attachments?.length ? [...message.attachments] : null,
      expiresAt: message.expiresAt ?? null,
      status: 'pending',
      nextAttemptAt: now,
      createdAt: now,
    })
    .returning({ id: outbox.id });
  if (!row) throw new Error('Outbox insert returned no row');
  return row.id;
}

/**
 * Queues an email in the outbox. Call it with the transaction of the change that causes the
 * email: if that transaction rolls back, the email is never sent. The outbox worker delivers it.
 */
export async function enqueueEmail(
  tx: Executor,
  message: EmailMessage,
  now: Date,
): Promise<number> {
  return enqueue(tx, { ...message, channel: 'email' }, now);
}

const e164 = phoneNumberSchema();

/**
 * Queues a text message (SMS) in the outbox, under the same rule as `enqueueEmail`: call it with
 * the transaction of the change that causes it. The recipient must already be in E.164; anything
 * else is a programming error and throws (without the number, which is personal data).
 */
export async function enqueueSms(tx: Executor, message: SmsMessage, now: Date): Promise<number> {
  const parsed = e164.safeParse(message.recipient);
  if (!parsed.success || parsed.data !== message.recipient) {
    throw new Error('enqueueSms: the recipient must be a phone number in E.164 form');
  }
  if (message.text.trim() === '') throw new Error('enqueueSms: the text is empty');
  return enqueue(
    tx,
    {
      paId: message.paId,
      kind: message.kind,
      channel: 'sms',
      recipient: message.recipient,
      subject: '',
      html: '',
      text: message.text,
      secrets: message.secrets,
      expiresAt: message.expiresAt,
    },
    now,
  );
}
