import {
  contracts,
  type DeclineRuleProposalBody,
  type DecisionRulePreview,
  type DecisionRuleSetBody,
  type DecisionRuleVersion,
  type ProposeDecisionRulesBody,
  type RuleProposal,
} from '@preauth/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/**
 * `GET /api/adjudication/decision-rules`: the insurer's rule version in force, every version,
 * the proposal waiting for approval and the declined ones.
 */
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

/** One proposal: the set as edited from a version, and the call's Idempotency-Key. */
export type ProposeVariables = { body: ProposeDecisionRulesBody; idempotencyKey: string };

/**
 * `POST /api/adjudication/decision-rules/proposals`: proposes the whole set as the next version,
 * while the version it was edited from is in force and no other proposal waits (409 otherwise).
 */
export function proposeDecisionRules({
  body,
  idempotencyKey,
}: ProposeVariables): Promise<RuleProposal> {
  return callApi(contracts.proposeDecisionRules, {
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/**
 * Every rules call changes what the page shows (the proposal, the version in force, the history),
 * which is read again after it; after a refusal too when `readAgainWhenRefused` (an approval or
 * decline refused because the proposal was decided meanwhile). A proposal refused is not: the
 * editor keeps what was typed until "Load the latest version".
 */
const useRulesMutation = <Variables, Answer>(
  mutationFn: (variables: Variables) => Promise<Answer>,
  readAgainWhenRefused: boolean,
) => {
  const queryClient = useQueryClient();
  const readAgain = () =>
    queryClient.invalidateQueries({ queryKey: decisionRulesQueryOptions().queryKey });
  return useMutation({
    // The page says each 409 itself (a version or proposal made meanwhile).
    meta: { explainsConflicts: 'any' },
    mutationFn,
    onSuccess: readAgain,
    onError: readAgainWhenRefused ? readAgain : undefined,
  });
};

export function useProposeDecisionRules() {
  return useRulesMutation(proposeDecisionRules, false);
}

export type ApproveVariables = { proposalId: string; idempotencyKey: string };

/** `POST …/proposals/{id}/approve`: a colleague's proposal becomes the version in force. */
export function approveRuleProposal({
  proposalId,
  idempotencyKey,
}: ApproveVariables): Promise<DecisionRuleVersion> {
  return callApi(contracts.approveRuleProposal, {
    params: { proposalId },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useApproveRuleProposal() {
  return useRulesMutation(approveRuleProposal, true);
}

export type DeclineVariables = ApproveVariables & { body: DeclineRuleProposalBody };

/** `POST …/proposals/{id}/decline`: the proposal is declined with the reason. */
export function declineRuleProposal({
  proposalId,
  body,
  idempotencyKey,
}: DeclineVariables): Promise<RuleProposal> {
  return callApi(contracts.declineRuleProposal, {
    params: { proposalId },
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useDeclineRuleProposal() {
  return useRulesMutation(declineRuleProposal, true);
}
