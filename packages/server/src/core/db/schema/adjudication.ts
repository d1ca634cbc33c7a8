import { INSURER_CLOCK_POLICY as CLOCKS } from '@preauth/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, primaryKey, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
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

/**
 * An insurer's settings, one row per insurer (issue 22): its decision clocks, read through
 * `insurerClocks`. Bounded so no setting makes a deadline absurd.
 */
export const insurerSettings = pgTable(
  'insurer_settings',
  {
    insurerId: insurerRef().primaryKey(),
    /** A standard request is due this many Singapore working days after it reached Processing. */
    decisionWorkingDays: integer('decision_working_days')
      .notNull()
      .default(CLOCKS.defaults.decisionWorkingDays),
    /** An urgent request is due this many calendar hours after it reached Processing. */
    urgentDecisionHours: integer('urgent_decision_hours')
      .notNull()
      .default(CLOCKS.defaults.urgentDecisionHours),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'insurer_settings_decision_working_days_ck',
      sql`${t.decisionWorkingDays} between ${sql.raw(String(CLOCKS.decisionWorkingDays.min))} and ${sql.raw(String(CLOCKS.decisionWorkingDays.max))}`,
    ),
    check(
      'insurer_settings_urgent_decision_hours_ck',
      sql`${t.urgentDecisionHours} between ${sql.raw(String(CLOCKS.urgentDecisionHours.min))} and ${sql.raw(String(CLOCKS.urgentDecisionHours.max))}`,
    ),
  ],
);
