import { integer, jsonb, pgTable, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { paRequests } from './requests';

/**
 * The doctor's work in progress: the form data plus `currentStep`. `version` counts the saves, so
 * a save from a page that loaded an older version is refused instead of overwriting newer work.
 */
export const paDrafts = pgTable('pa_drafts', {
  paId: uuid('pa_id')
    .primaryKey()
    .references(() => paRequests.id),
  draftJson: jsonb('draft_json').notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
