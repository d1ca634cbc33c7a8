import { INSURER_CLOCK_POLICY as CLOCKS } from '@preauth/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  integer,
  jsonb,
  primaryKey,
  pgTable,
  text,
} from 'drizzle-orm/pg-core';
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
 * An insurer's settings, one row per insurer (issue 22): its policy, read through `insurerPolicy`.
 * The clocks are columns the table bounds; the rest of the policy is `policy`, JSON the shared
 * `insurerPolicySchema` checks on every read and write (docs/decisions/072-insurer-policy.md).
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
    /** The policy beyond the clocks; a key it lacks takes today's default. */
    policy: jsonb('policy').$type<Record<string, unknown>>().notNull().default({}),
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
