import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz } from './columns';
import { users } from './people';
import { insurerRef } from './reference';
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

/**
 * The adjudicators' internal notes on a case, in a table of their own so that no query of
 * another role's answer ever joins them (docs/decisions/084-a-home-for-every-role.md). A note
 * left with an assignment names the colleague the case was assigned to.
 */
export const caseNotes = pgTable(
  'case_notes',
  {
    id: id(),
    paId: uuid('pa_id')
      .notNull()
      .references(() => paRequests.id),
    insurerId: insurerRef(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    assignedToId: uuid('assigned_to_id').references(() => users.id),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('case_notes_pa_idx').on(t.paId, t.createdAt)],
);
