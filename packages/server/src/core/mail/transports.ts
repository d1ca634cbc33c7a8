import { createTransport } from 'nodemailer';
import type { AppConfig } from '../config/env';
import type { Executor } from '../db/database';
import { mailboxAttachments, mailboxMessages } from '../db/schema';
import type { Clock } from '../security/clock';

/** A file as it goes out with an email. */
export interface EmailAttachment {
  fileName: string;
  contentType: string;
  content: Buffer;
}

export interface OutgoingEmail {
  outboxId: number;
  recipient: string;
  subject: string;
  html: string;
  text: string;
  attachments?: readonly EmailAttachment[];
}

/** Sends one email; throws when the message was not accepted. */
export interface MailTransport {
  readonly kind: 'smtp' | 'mailbox';
  send(message: OutgoingEmail): Promise<void>;
  close(): void;
}

/** Real SMTP through nodemailer; timeouts stay well inside the worker's claim lease. */
export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  // The timeouts go with the URL: a second argument would be defaults for each message.
  const transporter = createTransport({
    url: smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  return {
    kind: 'smtp',
    async send(message) {
      await transporter.sendMail({
        from,
        to: message.recipient,
        subject: message.subject,
        html: message.html,
        text: message.text,
        attachments: (message.attachments ?? []).map((file) => ({
          filename: file.fileName,
          contentType: file.contentType,
          content: file.content,
        })),
      });
    },
    close: () => transporter.close(),
  };
}

/**
 * The local mailbox (`/dev/mailbox`): messages are stored in the database, so every server
 * process and the end-to-end tests see the same mailbox.
 */
export function mailboxTransport(db: Executor, from: string, clock: Clock): MailTransport {
  return {
    kind: 'mailbox',
    // The message and its files in one transaction: a failure leaves neither, and the retry one.
    send: (message) =>
      db.transaction(async (tx) => {
        const [stored] = await tx
          .insert(mailboxMessages)
          .values({
            outboxId: message.outboxId,
            channel: 'email',
            sender: from,
            recipient: message.recipient,
            subject: message.subject,
            html: message.html,
            text: message.text,
            createdAt: clock.now(),
          })
          .returning({ id: mailboxMessages.id });
        const files = message.attachments ?? [];
        if (!stored || files.length === 0) return;
        await tx.insert(mailboxAttachments).values(
          files.map((file, position) => ({
            messageId: stored.id,
            position,
            fileName: file.fileName,
            contentType: file.contentType,
            content: file.content.toString('base64'),
          })),
        );
      }),
    close: () => undefined,
  };
}

/** SMTP when SMTP_URL is set, otherwise the local mailbox. */
export function createMailTransport(deps: {
  config: Pick<AppConfig, 'smtpUrl' | 'mailFrom'>;
  db: Executor;
  clock: Clock;
}): MailTransport {
  const { config } = deps;
  return config.smtpUrl
    ? smtpTransport(config.smtpUrl, config.mailFrom)
    : mailboxTransport(deps.db, config.mailFrom, deps.clock);
}

export interface OutgoingSms {
  outboxId: number;
  /** E.164, e.g. +6591234567. */
  recipient: string;
  text: string;
}

/** Sends one text message; throws when it was not accepted. */
export interface SmsTransport {
  readonly kind: 'http' | 'mailbox' | 'none';
  send(message: OutgoingSms): Promise<void>;
  close(): void;
}

/**
 * A failure that no retry can mend: the worker marks the message failed at once instead of
 * backing off. Its message is stored as `last_error`, so it never holds a recipient or a body.
 */
export class UndeliverableError extends Error {
  override name = 'UndeliverableError';
}

/** Well inside the worker's 5-minute claim lease, and long enough for a slow provider. */
export const SMS_PROVIDER_TIMEOUT_MS = 15_000;

/**
 * An HTTP SMS provider: `POST {url}` with the JSON `{ to, from, text }`, and
 * `Authorization: Bearer {token}` when a token is set. Any 2xx answer is accepted; anything else,
 * a timeout or a network error throws, and the worker retries later. Errors name the status or
 * the network code only: never the number, the text, the provider's answer (which may echo them)
 * or the URL (which may hold a key).
 */
export function httpSmsTransport(options: {
  url: string;
  token: string | undefined;
  from: string;
  timeoutMs?: number;
}): SmsTransport {
  const timeoutMs = options.timeoutMs ?? SMS_PROVIDER_TIMEOUT_MS;
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/json',
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  return {
    kind: 'http',
    async send(message) {
      let response: Response;
      try {
        response = await fetch(options.url, {
          method: 'POST',
          headers,
          body: JSON.stringify({ to: message.recipient, from: options.from, text: message.text }),
          // A redirect is a misconfigured URL: reported as its status, never followed with the token.
          redirect: 'manual',
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw providerUnreachable(error, timeoutMs);
      }
      // The answer's body is not read: it may echo the number or the text.
      await response.body?.cancel().catch(() => undefined);
      if (!response.ok) {
        throw Object.assign(new Error(`SMS provider answered ${response.status}`), {
          code: `HTTP_${response.status}`,
        });
      }
    },
    close: () => undefined,
  };
}

function providerUnreachable(error: unknown, timeoutMs: number): Error {
  if (error instanceof Error && error.name === 'TimeoutError') {
    return Object.assign(new Error(`SMS provider did not answer within ${timeoutMs} ms`), {
      code: 'ETIMEDOUT',
    });
  }
  const cause = error instanceof Error ? error.cause : undefined;
  const code =
    typeof cause === 'object' && cause !== null && 'code' in cause
      ? String((cause as { code: unknown }).code)
      : undefined;
  return Object.assign(new Error(`SMS provider unreachable${code ? ` (${code})` : ''}`), { code });
}

/** Text messages into the local mailbox (`/dev/mailbox`), beside the emails: development only. */
export function smsMailboxTransport(db: Executor, senderId: string, clock: Clock): SmsTransport {
  return {
    kind: 'mailbox',
    async send(message) {
      await db.insert(mailboxMessages).values({
        outboxId: message.outboxId,
        channel: 'sms',
        sender: senderId,
        recipient: message.recipient,
        subject: '',
        html: '',
        text: message.text,
        createdAt: clock.now(),
      });
    },
    close: () => undefined,
  };
}

export const NO_SMS_PROVIDER = 'no SMS provider configured';

/**
 * Production without SMS_PROVIDER_URL: nobody reads the local mailbox there, so a text message is
 * marked failed at once rather than stored where it would silently go unread.
 */
export function unconfiguredSmsTransport(): SmsTransport {
  return {
    kind: 'none',
    send: () => Promise.reject(new UndeliverableError(NO_SMS_PROVIDER)),
    close: () => undefined,
  };
}

/**
 * The HTTP provider when SMS_PROVIDER_URL is set; otherwise the local mailbox outside production,
 * and no delivery at all (each message failed) in production.
 */
export function createSmsTransport(deps: {
  config: Pick<AppConfig, 'sms' | 'isProduction'>;
  db: Executor;
  clock: Clock;
}): SmsTransport {
  const { sms, isProduction } = deps.config;
  if (sms.providerUrl) {
    return httpSmsTransport({ url: sms.providerUrl, token: sms.providerToken, from: sms.senderId });
  }
  return isProduction
    ? unconfiguredSmsTransport()
    : smsMailboxTransport(deps.db, sms.senderId, deps.clock);
}
