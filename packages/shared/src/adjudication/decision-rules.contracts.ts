import { defineContract, errorResponses } from '../api/contract';
import { ADJUDICATORS } from '../api/caller-sets';
import { idempotencyHeadersSchema } from '../requests/request-commands.contracts';
import { decisionRulePreviewSchema } from './decision-rule-preview';
import {
  declineRuleProposalBodySchema,
  decisionRulesSchema,
  decisionRuleVersionSchema,
  proposeDecisionRulesBodySchema,
  ruleProposalParamsSchema,
  ruleProposalSchema,
} from './decision-rule-proposals';
import { decisionRulePreviewBodySchema, reverseAutomaticBodySchema } from './decision-rules';
import { decisionParamsSchema, decisionResponseSchema } from './decisions';

export const getDecisionRules = defineContract({
  operationId: 'getDecisionRules',
  method: 'GET',
  path: '/api/adjudication/decision-rules',
  callers: ADJUDICATORS,
  schema: {
    tags: ['adjudication'],
    summary:
      "The insurer's straight-through rules: the version in force, every version, the proposal waiting and the declined ones",
    response: { 200: decisionRulesSchema, ...errorResponses(401, 403) },
  },
});

export const proposeDecisionRules = defineContract({
  operationId: 'proposeDecisionRules',
  method: 'POST',
  path: '/api/adjudication/decision-rules/proposals',
  callers: ADJUDICATORS,
  schema: {
    tags: ['adjudication'],
    summary:
      'Propose a new version of the rule set (the whole set), edited from the version in force; another adjudicator approves it',
    headers: idempotencyHeadersSchema,
    body: proposeDecisionRulesBodySchema,
    response: { 201: ruleProposalSchema, ...errorResponses(400, 401, 403, 409, 422) },
  },
});

export const approveRuleProposal = defineContract({
  operationId: 'approveRuleProposal',
  method: 'POST',
  path: '/api/adjudication/decision-rules/proposals/:proposalId/approve',
  callers: ADJUDICATORS,
  schema: {
    tags: ['adjudication'],
    summary:
      "Approve a colleague's proposed rule set: it becomes the next version, in force at once",
    params: ruleProposalParamsSchema,
    headers: idempotencyHeadersSchema,
    response: { 201: decisionRuleVersionSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
  },
});

export const declineRuleProposal = defineContract({
  operationId: 'declineRuleProposal',
  method: 'POST',
  path: '/api/adjudication/decision-rules/proposals/:proposalId/decline',
  callers: ADJUDICATORS,
  schema: {
    tags: ['adjudication'],
    summary: 'Decline a proposed rule set, with the reason',
    params: ruleProposalParamsSchema,
    headers: idempotencyHeadersSchema,
    body: declineRuleProposalBodySchema,
    response: { 200: ruleProposalSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
  },
});

export const previewDecisionRules = defineContract({
  operationId: 'previewDecisionRules',
  method: 'POST',
  path: '/api/adjudication/decision-rules/preview',
  callers: ADJUDICATORS,
  schema: {
    tags: ['adjudication'],
    summary: "Evaluate a draft rule set over the insurer's past requests (writes nothing)",
    body: decisionRulePreviewBodySchema,
    response: { 200: decisionRulePreviewSchema, ...errorResponses(400, 401, 403) },
  },
});

export const reverseAutomaticApproval = defineContract({
  operationId: 'reverseAutomaticApproval',
  method: 'POST',
  path: '/api/adjudication/cases/:paId/reverse-automatic',
  callers: ADJUDICATORS,
  schema: {
    tags: ['adjudication'],
    summary: 'Reverse an automatic approval: the request returns to Processing',
    params: decisionParamsSchema,
    headers: idempotencyHeadersSchema,
    body: reverseAutomaticBodySchema,
    response: { 200: decisionResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
  },
});
