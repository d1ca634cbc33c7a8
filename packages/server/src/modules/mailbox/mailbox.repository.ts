import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../core/db/database';
import { mailboxMessages } from '../../core/db/schema';

/** The page and the API show this many of the newest messages. */
export const MAILBOX_PAGE_SIZE = 200;

export type MailboxMessage = typeof mailboxMessages.$inferSelect;

/** Newest first; `to` keeps the messages to that address (any letter case). */
export function listMailboxMessages(db: Executor, to?: string): Promise<MailboxMessage[]> {
  return db
    .select()
    .from(mailboxMessages)
    .where(to ? eq(sql`lower(${mailboxMessages.recipient})`, to.trim().toLowerCase()) : undefined)
    .orderBy(desc(mailboxMessages.createdAt), desc(mailboxMessages.id))
    .limit(MAILBOX_PAGE_SIZE);
}
