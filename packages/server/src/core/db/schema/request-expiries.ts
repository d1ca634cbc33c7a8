import { index, pgTable, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { paRequests } from './requests';

/**
 * Each request's scheduled expiry check (modules/requests/lifecycle/expiry-jobs.ts): due at
 * `due_at`, its insurer's response window after `window_start`. Written by a trigger on
 * pa_requests (migrations 0024_request_expiry_jobs, 0028_response_window_due) whenever the request's status begins or begins again, so no way of
 * changing a request misses it; one row per request, replaced by its next change. A worker holds
 * the row until `claimed_until` while it runs it.
 */
export const requestExpiryJobs = pgTable(
  'request_expiry_jobs',
  {
    paId: uuid('pa_id')
      .primaryKey()
      .references(() => paRequests.id, { onDelete: 'cascade' }),
    /** The request's `status_changed_at` when the job was scheduled. */
    windowStart: timestamptz('window_start').notNull(),
    /**
     * When the window ends: its start plus the request's insurer's response window, as its policy
     * said when the window began (the trigger of migration 0028 sets it).
     */
    dueAt: timestamptz('due_at').notNull(),
    claimedUntil: timestamptz('claimed_until'),
  },
  (t) => [index('request_expiry_jobs_due_at_idx').on(t.dueAt)],
);
