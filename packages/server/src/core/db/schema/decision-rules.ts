import { RULE_PROPOSAL_STATUSES, type DecisionRule, type FailedRule } from '@preauth/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
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
 * The insurer's straight-through rule set, one row per approved version (numbered from 1 per
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
    /** When it was approved, and so came into force. */
    publishedAt: timestamptz('published_at').notNull(),
    /** The adjudicator who approved it; null for the demo seed's versions. */
    publishedBy: uuid('published_by').references(() => users.id),
    /** The adjudicator who proposed it; null for the demo seed's and those before issue 22. */
    proposedBy: uuid('proposed_by').references(() => users.id),
  },
  (t) => [uniqueIndex('decision_rule_versions_insurer_version_uq').on(t.insurerId, t.version)],
);

export const ruleProposalStatusEnum = pgEnum('rule_proposal_status', RULE_PROPOSAL_STATUSES);

/**
 * A proposed version of the insurer's rule set (issue 22): edited from version `based_on_version`
 * (0 before the first), waiting for another adjudicator of the insurer to approve it (it then
 * becomes `version_id`) or decline it with a reason. At most one waits per insurer.
 */
export const decisionRuleProposals = pgTable(
  'decision_rule_proposals',
  {
    id: id(),
    insurerId: insurerRef(),
    basedOnVersion: integer('based_on_version').notNull(),
    straightThrough: boolean('straight_through').notNull(),
    rules: jsonb('rules').$type<DecisionRule[]>().notNull(),
    proposedBy: uuid('proposed_by')
      .notNull()
      .references(() => users.id),
    proposedAt: timestamptz('proposed_at').notNull(),
    status: ruleProposalStatusEnum('status').notNull().default('pending'),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamptz('decided_at'),
    declineReason: text('decline_reason'),
    versionId: uuid('version_id').references(() => decisionRuleVersions.id),
  },
  (t) => [
    uniqueIndex('decision_rule_proposals_pending_uq')
      .on(t.insurerId)
      .where(sql`${t.status} = 'pending'`),
    index('decision_rule_proposals_insurer_idx').on(t.insurerId, t.proposedAt),
  ],
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
