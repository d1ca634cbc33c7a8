import { pgTable, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { users } from './people';
import { paRequests } from './requests';

/**
 * Which adjudicator holds a case, until when (issue 14): one row per request at most. A hold past
 * `expires_at` counts as nobody's.
 */
export const caseAssignments = pgTable('case_assignments', {
  paId: uuid('pa_id')
    .primaryKey()
    .references(() => paRequests.id),
  adjudicatorId: uuid('adjudicator_id')
    .notNull()
    .references(() => users.id),
  takenAt: timestamptz('taken_at').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
});
