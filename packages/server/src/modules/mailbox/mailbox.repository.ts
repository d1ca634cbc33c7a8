import { desc, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../core/db/database';
import { mailboxMessages } from '../../core/db/schema';

/** The page and the API show this many of the newest messages (emails and text messages). */
export const MAILBOX_PAGE_SIZE = 200;

export type MailboxMessage = typeof mailboxMessages.$inferSelect;

/**
 * The recipients `to` may mean. A phone number's '+' arrives as a space when the URL leaves it
 * unencoded (`?to=+6591234567`, as a test would write it), so digits alone also match the E.164
 * number. Addresses match in any letter case.
 */
function recipientForms(to: string): string[] {
  const value = to.trim().toLowerCase();
  return /^\d+$/.test(value) ? [value, `+${value}`] : [value];
}

/** Newest first, emails and text messages together; `to` keeps those to that address or number. */
export function listMailboxMessages(db: Executor, to?: string): Promise<MailboxMessage[]> {
  return db
    .select()
    .from(mailboxMessages)
    .where(to ? inArray(sql`lower(${mailboxMessages.recipient})`, recipientForms(to)) : undefined)
    .orderBy(desc(mailboxMessages.createdAt), desc(mailboxMessages.id))
    .limit(MAILBOX_PAGE_SIZE);
}
