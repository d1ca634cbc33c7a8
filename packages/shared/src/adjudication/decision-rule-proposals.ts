import { z } from 'zod';
import { displaySingaporeDateTime } from '../dates/iso-date';
import { multilineText } from '../text/text';
import {
  boundsStraightThrough,
  DECISION_RULE_MESSAGES,
  decisionRuleSetBodySchema,
  storedDecisionRuleSchema,
  type DecisionRule,
  type DecisionRuleKind,
} from './decision-rules';

/**
 * Rule changes under four eyes (issue 22): an adjudicator proposes a new version of the rule set,
 * a different adjudicator of the same insurer approves it (it is then in force) or declines it
 * with a reason. One proposal waits at a time per insurer.
 */
export const RULE_PROPOSAL_LIMITS = { declineReason: 1000 } as const;

export const RULE_PROPOSAL_MESSAGES = {
  basedOnVersion: 'Please say which version these rules were edited from (0 when there was none).',
  basedOnUnknown: (version: number) => `There is no version ${version} of these rules.`,
  publishedMeanwhile: (version: number) =>
    `Version ${version} came into force while you were editing. Load the latest version to see it, then make your change again.`,
  pendingExists: (proposedBy: string, proposedAt: Date) =>
    `${proposedBy} proposed a change on ${displaySingaporeDateTime(proposedAt)} that is waiting for approval. Approve or decline it first, then propose yours.`,
  ownProposal:
    'You proposed this change, so another adjudicator must approve it. You can still decline it.',
  outOfDate: (proposed: number, current: number) =>
    `This change was proposed from version ${proposed}, but version ${current} is in force now. Decline it; it can then be proposed again from the version in force.`,
  alreadyDecided: (status: 'approved' | 'declined', by: string) =>
    `${by} has already ${status} this change.`,
  notFound: 'There is no such proposed change.',
  declineReasonRequired: 'Please say why the change is declined.',
  declineReasonTooLong: `Please keep this within ${RULE_PROPOSAL_LIMITS.declineReason} characters.`,
} as const;

const M = RULE_PROPOSAL_MESSAGES;

/**
 * `POST /api/adjudication/decision-rules/proposals`: the whole set, and the version the editor
 * started from (0 before the first). It is proposed only while that one is still in force, so a
 * colleague's version approved meanwhile is never overwritten unseen (409). Straight-through may
 * be on only in a set with the agreed-prices and total-limit rules.
 */
export const proposeDecisionRulesBodySchema = decisionRuleSetBodySchema
  .extend({
    basedOnVersion: z
      .number({ error: M.basedOnVersion })
      .int(M.basedOnVersion)
      .min(0, M.basedOnVersion),
  })
  .superRefine((body, ctx) => {
    if (body.straightThrough && !boundsStraightThrough(body.rules)) {
      ctx.addIssue({
        code: 'custom',
        path: ['straightThrough'],
        message: DECISION_RULE_MESSAGES.straightThroughUnbounded,
      });
    }
  });
export type ProposeDecisionRulesBody = z.input<typeof proposeDecisionRulesBodySchema>;
export type ProposeDecisionRules = z.output<typeof proposeDecisionRulesBodySchema>;

export const ruleProposalParamsSchema = z.object({ proposalId: z.uuid() });

/** `POST /api/adjudication/decision-rules/proposals/{proposalId}/decline`. */
export const declineRuleProposalBodySchema = z.object({
  reason: multilineText(M.declineReasonRequired)
    .min(1, M.declineReasonRequired)
    .max(RULE_PROPOSAL_LIMITS.declineReason, M.declineReasonTooLong),
});
export type DeclineRuleProposalBody = z.input<typeof declineRuleProposalBodySchema>;

export const RULE_PROPOSAL_STATUSES = ['pending', 'approved', 'declined'] as const;
export type RuleProposalStatus = (typeof RULE_PROPOSAL_STATUSES)[number];

/** A proposal as answered; names are the adjudicators' (null: set up with the portal). */
export const ruleProposalSchema = z.object({
  id: z.string(),
  basedOnVersion: z.number().int(),
  straightThrough: z.boolean(),
  rules: z.array(storedDecisionRuleSchema),
  proposedBy: z.string().nullable(),
  /** Whether the caller proposed it (and so cannot approve it). */
  proposedByYou: z.boolean(),
  /** ISO timestamp. */
  proposedAt: z.string(),
  status: z.enum(RULE_PROPOSAL_STATUSES),
  decidedBy: z.string().nullable(),
  /** ISO timestamp. */
  decidedAt: z.string().nullable(),
  declineReason: z.string().nullable(),
  /** The version it became, once approved. */
  version: z.number().int().nullable(),
});
export type RuleProposal = z.infer<typeof ruleProposalSchema>;

/** A change of one rule between two sets, by kind. */
export type RuleChange =
  | { kind: DecisionRuleKind; change: 'added'; after: DecisionRule }
  | { kind: DecisionRuleKind; change: 'removed'; before: DecisionRule }
  | { kind: DecisionRuleKind; change: 'changed'; before: DecisionRule; after: DecisionRule };

export interface RuleSetDiff {
  /** [before, after] when straight-through was turned on or off. */
  straightThrough: [boolean, boolean] | null;
  rules: RuleChange[];
}

const sameRule = (a: DecisionRule, b: DecisionRule) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What a set changes of another, rule by rule (a kind appears at most once in a set): the rules
 * added, removed and whose settings changed, in the new set's order then the removed ones.
 */
export function diffRuleSets(
  before: { straightThrough: boolean; rules: readonly DecisionRule[] } | null,
  after: { straightThrough: boolean; rules: readonly DecisionRule[] },
): RuleSetDiff {
  const old = new Map((before?.rules ?? []).map((rule) => [rule.kind, rule]));
  const kept = new Set(after.rules.map((rule) => rule.kind));
  const changes = after.rules.flatMap((rule): RuleChange[] => {
    const previous = old.get(rule.kind);
    if (!previous) return [{ kind: rule.kind, change: 'added', after: rule }];
    return sameRule(previous, rule)
      ? []
      : [{ kind: rule.kind, change: 'changed', before: previous, after: rule }];
  });
  const removed = (before?.rules ?? [])
    .filter((rule) => !kept.has(rule.kind))
    .map((rule): RuleChange => ({ kind: rule.kind, change: 'removed', before: rule }));
  const wasOn = before?.straightThrough ?? false;
  return {
    straightThrough: wasOn === after.straightThrough ? null : [wasOn, after.straightThrough],
    rules: [...changes, ...removed],
  };
}

/**
 * One version: immutable, numbered from 1 per insurer, in force from its approval until the next
 * one's. Names are the adjudicators' (null: set up with the portal).
 */
export const decisionRuleVersionSchema = z.object({
  version: z.number().int(),
  straightThrough: z.boolean(),
  rules: z.array(storedDecisionRuleSchema),
  /** ISO timestamp: when it was approved, and so came into force. */
  publishedAt: z.string(),
  proposedBy: z.string().nullable(),
  approvedBy: z.string().nullable(),
});
export type DecisionRuleVersion = z.infer<typeof decisionRuleVersionSchema>;

/**
 * `GET /api/adjudication/decision-rules`: the version in force (the latest), every version, the
 * proposal waiting for approval, and the declined proposals.
 */
export const decisionRulesSchema = z.object({
  current: decisionRuleVersionSchema.nullable(),
  /** Newest first. */
  versions: z.array(decisionRuleVersionSchema),
  pending: ruleProposalSchema.nullable(),
  /** Newest first. */
  declined: z.array(ruleProposalSchema),
});
export type DecisionRules = z.infer<typeof decisionRulesSchema>;
