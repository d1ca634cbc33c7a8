import { createTransport } from 'nodemailer';
import type { AppConfig } from '../config/env';
import type { Executor } from '../db/database';
import { mailboxMessages } from '../db/schema';
import type { Clock } from '../security/clock';

export interface OutgoingEmail {
  outboxId: number;
  recipient: string;
  subject: string;
  html: string;
  text: string;
}

/** Sends one email; throws when the message was not accepted. */
export interface MailTransport {
  readonly kind: 'smtp' | 'mailbox';
  send(message: OutgoingEmail): Promise<void>;
  close(): void;
}

/** Real SMTP through nodemailer; timeouts stay well inside the worker's claim lease. */
export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = createTransport(smtpUrl, {
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
    async send(message) {
      await db.insert(mailboxMessages).values({
        outboxId: message.outboxId,
        sender: from,
        recipient: message.recipient,
        subject: message.subject,
        html: message.html,
        text: message.text,
        createdAt: clock.now(),
      });
    },
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
