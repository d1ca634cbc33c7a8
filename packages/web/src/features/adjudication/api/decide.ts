import {
  type ApproveDecisionBody,
  contracts,
  type DecisionOutcome,
  type DecisionResponse,
  type RejectDecisionBody,
  type RequestAmendmentBody,
} from '@preauth/shared';
import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** The body each decision sends, by the decision page's name. */
export type DecisionBodies = {
  approve: ApproveDecisionBody;
  reject: RejectDecisionBody;
  'request-amendment': RequestAmendmentBody;
};

/** A decision and its body. */
export type DecisionRequest = {
  [D in DecisionOutcome]: { decision: D; body: DecisionBodies[D] };
}[DecisionOutcome];

/** One decision on a case, with the page visit's Idempotency-Key. */
export type DecisionVariables = DecisionRequest & {
  paId: string;
  /** One per page visit: a double click or a retry decides once. */
  idempotencyKey: string;
};

/** `POST /api/adjudication/cases/{paId}/approve|reject|request-amendment`. */
export function postDecision(variables: DecisionVariables): Promise<DecisionResponse> {
  const { paId, idempotencyKey } = variables;
  const common = { params: { paId }, headers: { 'Idempotency-Key': idempotencyKey } };
  switch (variables.decision) {
    case 'approve':
      return callApi(contracts.approveCase, { ...common, body: variables.body });
    case 'reject':
      return callApi(contracts.rejectCase, { ...common, body: variables.body });
    case 'request-amendment':
      return callApi(contracts.requestCaseAmendment, { ...common, body: variables.body });
  }
}

type UseDecisionOptions = Omit<
  UseMutationOptions<DecisionResponse, Error, DecisionVariables>,
  'mutationFn'
>;

/**
 * Sends a decision; once it has succeeded the insurer's console's queries (`['adjudication']`:
 * the queue, its counts, the case) are marked stale, to be read again when next shown: the case
 * page the decision page goes to reads the case afresh, and the page being left does not flash
 * the new status first. Any 409 (the case held by another adjudicator, or moved on meanwhile) is
 * explained by the page, so it shows no notification of its own.
 */
export function useDecision({ onSuccess, ...options }: UseDecisionOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    meta: { explainsConflicts: 'any' },
    mutationFn: postDecision,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: ['adjudication'], refetchType: 'none' });
      return onSuccess?.(...args);
    },
  });
}
