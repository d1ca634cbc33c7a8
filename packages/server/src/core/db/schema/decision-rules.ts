import type { DecisionRule, FailedRule } from '@preauth/shared';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamptz } from './columns';
import { paDecisions } from './decisions';
import { users } from './people';
import { insurerRef } from './reference';
import { paDetails, paRequests } from './requests';

/**
 * The insurer's straight-through rule set, one row per published version (numbered from 1 per
 * insurer), never updated: the current version is the highest. `rules` holds the shared schema's
 * parsed rules (decision-rules.ts), `straight_through` whether passing them approves.
 */
export const decisionRuleVersions = pgTable(
  'decision_rule_versions',
  {
    id: id(),
    insurerId: insurerRef(),
    version: integer('version').notNull(),
    straightThrough: boolean('straight_through').notNull(),
    rules: jsonb('rules').$type<DecisionRule[]>().notNull(),
    publishedAt: timestamptz('published_at').notNull(),
    /** Null for the demo seed's versions. */
    publishedBy: uuid('published_by').references(() => users.id),
  },
  (t) => [uniqueIndex('decision_rule_versions_insurer_version_uq').on(t.insurerId, t.version)],
);

/**
 * One evaluation of a request's submission (`detail_id`) by the rule version current when the
 * sweep found it in Processing: whether it passed, the rules it failed with their reasons, and
 * the automatic approval it led to. Unique per submission: a submission is evaluated once, so a
 * reversed approval is not made again; a new submission (after an amendment) is evaluated anew.
 */
export const decisionRuleEvaluations = pgTable(
  'decision_rule_evaluations',
  {
    id: id(),
    paId: uuid('pa_id')
      .notNull()
      .references(() => paRequests.id),
    detailId: uuid('detail_id')
      .notNull()
      .references(() => paDetails.id),
    ruleVersionId: uuid('rule_version_id')
      .notNull()
      .references(() => decisionRuleVersions.id),
    evaluatedAt: timestamptz('evaluated_at').notNull(),
    passed: boolean('passed').notNull(),
    failedRules: jsonb('failed_rules').$type<FailedRule[]>().notNull(),
    /** The automatic approval (`pa_decisions`, no adjudicator) it made, if straight-through was on. */
    decisionId: uuid('decision_id').references(() => paDecisions.id),
    /** An adjudicator's reversal of that approval. */
    reversedAt: timestamptz('reversed_at'),
    reversedBy: uuid('reversed_by').references(() => users.id),
    reversalReason: text('reversal_reason'),
  },
  (t) => [
    uniqueIndex('decision_rule_evaluations_detail_uq').on(t.detailId),
    index('decision_rule_evaluations_pa_idx').on(t.paId, t.evaluatedAt),
    uniqueIndex('decision_rule_evaluations_decision_uq').on(t.decisionId),
  ],
);
