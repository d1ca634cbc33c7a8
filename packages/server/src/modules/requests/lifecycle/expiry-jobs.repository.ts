import { and, asc, eq, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import { requestExpiryJobs as jobs } from '../../../core/db/schema';

export type ExpiryJob = typeof jobs.$inferSelect;

/**
 * Takes up to `limit` jobs due by `now` (their window ended: each its insurer's) that no worker
 * holds (or whose holder's lease ran out: it died mid-run), holding them until `claimedUntil`.
 * Safe with any number of workers: each takes rows no other is taking (`skip locked`).
 */
export async function claimDueExpiryJobs(
  db: Executor,
  now: Date,
  claimedUntil: Date,
  limit: number,
): Promise<ExpiryJob[]> {
  const due = db
    .select({ paId: jobs.paId })
    .from(jobs)
    .where(and(lte(jobs.dueAt, now), or(isNull(jobs.claimedUntil), lt(jobs.claimedUntil, now))))
    .orderBy(asc(jobs.dueAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db.update(jobs).set({ claimedUntil }).where(inArray(jobs.paId, due)).returning();
}

/**
 * Ends a job that ran (or had nothing to do); a job the request's next status start replaced in
 * the meantime (another window start) stays.
 */
export async function finishExpiryJob(db: Executor, job: ExpiryJob): Promise<void> {
  await db.delete(jobs).where(and(eq(jobs.paId, job.paId), eq(jobs.windowStart, job.windowStart)));
}

/** Gives a failed job back, for a round after `retryAt` to try again. */
export async function retryExpiryJobAt(db: Executor, job: ExpiryJob, retryAt: Date): Promise<void> {
  await db
    .update(jobs)
    .set({ claimedUntil: retryAt })
    .where(and(eq(jobs.paId, job.paId), eq(jobs.windowStart, job.windowStart)));
}
