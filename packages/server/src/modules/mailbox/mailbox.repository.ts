import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../core/db/database';
import { mailboxAttachments, mailboxMessages } from '../../core/db/schema';

/** The page and the API show this many of the newest messages (emails and text messages). */
export const MAILBOX_PAGE_SIZE = 200;

/** A file an email carried, without its content. */
export interface MailboxAttachment {
  position: number;
  fileName: string;
  contentType: string;
}

export type MailboxMessage = typeof mailboxMessages.$inferSelect & {
  attachments: MailboxAttachment[];
};

/** Where the page and the tests open an email's file. */
export const attachmentUrl = (messageId: number, position: number) =>
  `/dev/mailbox/api/messages/${messageId}/attachments/${position}`;

/**
 * The recipients `to` may mean. A phone number's '+' arrives as a space when the URL leaves it
 * unencoded (`?to=+6591234567`, as a test would write it), so digits alone also match the E.164
 * number. Addresses match in any letter case.
 */
function recipientForms(to: string): string[] {
  const value = to.trim().toLowerCase();
  return /^\d+$/.test(value) ? [value, `+${value}`] : [value];
}

/**
 * Newest first, emails and text messages together, each with its files' names (not their
 * content); `to` keeps those to that address or number.
 */
export async function listMailboxMessages(db: Executor, to?: string): Promise<MailboxMessage[]> {
  const messages = await db
    .select()
    .from(mailboxMessages)
    .where(to ? inArray(sql`lower(${mailboxMessages.recipient})`, recipientForms(to)) : undefined)
    .orderBy(desc(mailboxMessages.createdAt), desc(mailboxMessages.id))
    .limit(MAILBOX_PAGE_SIZE);
  const a = mailboxAttachments;
  const files =
    messages.length === 0
      ? []
      : await db
          .select({
            messageId: a.messageId,
            position: a.position,
            fileName: a.fileName,
            contentType: a.contentType,
          })
          .from(a)
          .where(
            inArray(
              a.messageId,
              messages.map((m) => m.id),
            ),
          )
          .orderBy(asc(a.position));
  return messages.map((message) => ({
    ...message,
    attachments: files
      .filter((file) => file.messageId === message.id)
      .map(({ position, fileName, contentType }) => ({ position, fileName, contentType })),
  }));
}

/** One file of an email, with its content; null when there is none at that place. */
export async function findMailboxAttachment(db: Executor, messageId: number, position: number) {
  const [file] = await db
    .select()
    .from(mailboxAttachments)
    .where(
      and(eq(mailboxAttachments.messageId, messageId), eq(mailboxAttachments.position, position)),
    );
  return file ? { ...file, content: Buffer.from(file.content, 'base64') } : null;
}
