import { BEARER_AUTH, defineContract, errorResponses } from '../api/contract';
import { idempotencyHeadersSchema } from '../requests/request-commands.contracts';
import {
  decisionRulePreviewBodySchema,
  decisionRulePreviewSchema,
  decisionRulesSchema,
  decisionRuleVersionSchema,
  publishDecisionRulesBodySchema,
  reverseAutomaticBodySchema,
} from './decision-rules';
import { decisionParamsSchema, decisionResponseSchema } from './decisions';

export const getDecisionRules = defineContract({
  operationId: 'getDecisionRules',
  method: 'GET',
  path: '/api/adjudication/decision-rules',
  schema: {
    tags: ['adjudication'],
    summary: "The insurer's straight-through rules: the current version and every version",
    security: BEARER_AUTH,
    response: { 200: decisionRulesSchema, ...errorResponses(401, 403) },
  },
});

export const publishDecisionRules = defineContract({
  operationId: 'publishDecisionRules',
  method: 'POST',
  path: '/api/adjudication/decision-rules',
  schema: {
    tags: ['adjudication'],
    summary:
      'Publish a new version of the rule set (the whole set; it becomes the current one), while the version it was edited from is still the current one',
    security: BEARER_AUTH,
    headers: idempotencyHeadersSchema,
    body: publishDecisionRulesBodySchema,
    response: { 201: decisionRuleVersionSchema, ...errorResponses(400, 401, 403, 409, 422) },
  },
});

export const previewDecisionRules = defineContract({
  operationId: 'previewDecisionRules',
  method: 'POST',
  path: '/api/adjudication/decision-rules/preview',
  schema: {
    tags: ['adjudication'],
    summary: "Evaluate a draft rule set over the insurer's past requests (writes nothing)",
    security: BEARER_AUTH,
    body: decisionRulePreviewBodySchema,
    response: { 200: decisionRulePreviewSchema, ...errorResponses(400, 401, 403) },
  },
});

export const reverseAutomaticApproval = defineContract({
  operationId: 'reverseAutomaticApproval',
  method: 'POST',
  path: '/api/adjudication/cases/:paId/reverse-automatic',
  schema: {
    tags: ['adjudication'],
    summary: 'Reverse an automatic approval: the request returns to Processing',
    security: BEARER_AUTH,
    params: decisionParamsSchema,
    headers: idempotencyHeadersSchema,
    body: reverseAutomaticBodySchema,
    response: { 200: decisionResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
  },
});
