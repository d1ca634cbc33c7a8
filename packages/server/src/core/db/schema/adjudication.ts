import { boolean, date, primaryKey, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { insurerRef } from './reference';

/**
 * The insurer's holidays (Singapore dates that are not working days), seeded with the gazetted
 * public holidays and corrected or extended by its adjudicators. A day off in lieu (the Monday
 * after a Sunday holiday) is a row of its own, `observed`.
 */
export const insurerHolidays = pgTable(
  'insurer_holidays',
  {
    insurerId: insurerRef(),
    date: date('date', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    observed: boolean('observed').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.insurerId, t.date] })],
);
