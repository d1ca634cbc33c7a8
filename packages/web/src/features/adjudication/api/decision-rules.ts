import {
  contracts,
  type DecisionRulePreview,
  type DecisionRules,
  type DecisionRuleSetBody,
  type DecisionRuleVersion,
  type PublishDecisionRulesBody,
} from '@preauth/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** `GET /api/adjudication/decision-rules`: the insurer's current rule version and every version. */
export const decisionRulesQueryOptions = () =>
  queryOptions({
    queryKey: ['adjudication', 'decision-rules'],
    queryFn: ({ signal }) => callApi(contracts.getDecisionRules, { signal }),
  });

export function useDecisionRules() {
  return useQuery(decisionRulesQueryOptions());
}

/** `POST /api/adjudication/decision-rules/preview`: a draft set over past requests; writes nothing. */
export function previewDecisionRules(ruleSet: DecisionRuleSetBody): Promise<DecisionRulePreview> {
  return callApi(contracts.previewDecisionRules, { body: { ruleSet } });
}

export function usePreviewDecisionRules() {
  return useMutation({ mutationFn: previewDecisionRules });
}

/** One save: the set as edited from a version, and the save's Idempotency-Key. */
export type PublishVariables = { body: PublishDecisionRulesBody; idempotencyKey: string };

/**
 * `POST /api/adjudication/decision-rules`: publishes the whole set as the next version, while the
 * version it was edited from is still the current one (409 otherwise).
 */
export function publishDecisionRules({
  body,
  idempotencyKey,
}: PublishVariables): Promise<DecisionRuleVersion> {
  return callApi(contracts.publishDecisionRules, {
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/**
 * Saves a new version. The answer is the version now current, put into the cached rules rather
 * than read again, so the page shows its number, who saved it and when at once. The page says
 * any 409 itself (a version published meanwhile), so it shows no notification of its own.
 */
export function usePublishDecisionRules() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { explainsConflicts: 'any' },
    mutationFn: publishDecisionRules,
    onSuccess: (version) => {
      queryClient.setQueryData(
        decisionRulesQueryOptions().queryKey,
        (rules: DecisionRules | undefined) => ({
          current: version,
          versions: [version, ...(rules?.versions ?? [])],
        }),
      );
    },
  });
}
