import type { FastifyInstance } from 'fastify';
import { createOutboxWorker } from '../../../core/mail/outbox-worker';
import { mailboxTransport } from '../../../core/mail/transports';
import { requestEmailAttachments } from '../requests.module';

/** A message of the local mailbox, as its page's API answers it. */
export interface MailboxMessage {
  recipient: string;
  subject: string;
  text: string;
  attachments: { fileName: string; contentType: string; url: string }[];
}

/** Runs the outbox worker as the worker process does, into the local mailbox with files drawn. */
export async function deliverToMailbox(app: FastifyInstance): Promise<void> {
  const { db, clock } = app.deps;
  const worker = createOutboxWorker({
    db,
    clock,
    transport: mailboxTransport(db, 'portal@example.sg', clock),
    // The test app's PDF pool, which the app closes.
    attachments: { ...requestEmailAttachments(app.deps, app.pdf), close: async () => {} },
  });
  while ((await worker.runOnce()) > 0);
}

/** What `to` received, from the mailbox as a person reads it. */
export async function mailboxOf(app: FastifyInstance, to: string): Promise<MailboxMessage[]> {
  const response = await app.inject({ method: 'GET', url: `/dev/mailbox/api/messages?to=${to}` });
  return response.json<MailboxMessage[]>();
}
