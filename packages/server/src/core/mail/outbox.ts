import type { Executor } from '../db/database';
import { outbox } from '../db/schema';

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
  const [row] = await tx
    .insert(outbox)
    .values({
      paId: message.paId ?? null,
      kind: message.kind,
      recipient: message.recipient,
      subject: message.subject,
      html: message.html,
      text: message.text,
      status: 'pending',
      nextAttemptAt: now,
      createdAt: now,
    })
    .returning({ id: outbox.id });
  if (!row) throw new Error('Outbox insert returned no row');
  return row.id;
}
