import { date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
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

/**
 * The morning digest each adjudicator was sent on a Singapore day, one row per (adjudicator,
 * day): whichever worker inserts it sends the email in the same transaction, so none is sent
 * twice. How many cases it listed; none listed means no email went (the row still stands, so a
 * case falling due later that day brings no late "morning" email).
 */
export const adjudicatorDigests = pgTable(
  'adjudicator_digests',
  {
    adjudicatorId: uuid('adjudicator_id')
      .notNull()
      .references(() => users.id),
    day: date('day', { mode: 'string' }).notNull(),
    dueToday: integer('due_today').notNull(),
    overdue: integer('overdue').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.adjudicatorId, t.day] })],
);
