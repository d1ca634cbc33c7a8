import {
  contracts,
  type DecisionRulePreview,
  type DecisionRules,
  type DecisionRuleSetBody,
  type DecisionRuleVersion,
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

/** `POST /api/adjudication/decision-rules`: publishes the whole set as the next version. */
export function publishDecisionRules(ruleSet: DecisionRuleSetBody): Promise<DecisionRuleVersion> {
  return callApi(contracts.publishDecisionRules, { body: ruleSet });
}

/**
 * Saves a new version. The answer is the version now current, put into the cached rules rather
 * than read again, so the page shows its number, who saved it and when at once.
 */
export function usePublishDecisionRules() {
  const queryClient = useQueryClient();
  return useMutation({
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
