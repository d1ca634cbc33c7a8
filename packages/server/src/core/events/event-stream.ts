import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { requestEvents } from '../db/schema';

export type RequestEvent = typeof requestEvents.$inferSelect;
export type NewRequestEvent = Omit<typeof requestEvents.$inferInsert, 'id'>;

/** The transaction lock every event append takes; any constant no other lock uses. */
const APPEND_LOCK_KEY = 727_023;

/**
 * Appends an event in the caller's transaction, as its last write. Identity values are handed
 * out at insert but commit in any order, so a reader could pass an id whose transaction commits
 * later; the lock, held to the end of the transaction, makes appends commit in id order, so an
 * event a reader sees has every lower id committed (or rolled back) before it. Appending last
 * keeps the lock's hold to the commit itself.
 */
export async function appendRequestEvent(tx: Executor, event: NewRequestEvent): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${APPEND_LOCK_KEY})`);
  await tx.insert(requestEvents).values(event);
}
