import { pgTable, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { users } from './people';
import { paRequests } from './requests';

/**
 * Who holds a case (a request in the adjudicators' queue) and until when: one row per request.
 * A hold past `expires_at` counts as nobody's.
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
