import { contracts, type DecisionResponse, type ReverseAutomaticBody } from '@preauth/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { adjudicationCaseQueryOptions } from './get-case';

export type ReverseAutomaticVariables = {
  body: ReverseAutomaticBody;
  /** One per visit of the form: a double click or a retry reverses once. */
  idempotencyKey: string;
};

/** `POST /api/adjudication/cases/{paId}/reverse-automatic`: the request returns to Processing. */
export function postReverseAutomatic(
  paId: string,
  { body, idempotencyKey }: ReverseAutomaticVariables,
): Promise<DecisionResponse> {
  return callApi(contracts.reverseAutomaticApproval, {
    params: { paId },
    headers: { 'Idempotency-Key': idempotencyKey },
    body,
  });
}

/**
 * Reverses the case's automatic approval. Once done, or refused because the case moved on (409),
 * the case is read again, so the page shows its status now; the queue and its counts are read
 * again when next shown. The page says what happened, so a conflict shows no notification.
 */
export function useReverseAutomatic(paId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = adjudicationCaseQueryOptions(paId);
  return useMutation({
    meta: { explainsConflicts: 'any' },
    mutationFn: (variables: ReverseAutomaticVariables) => postReverseAutomatic(paId, variables),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['adjudication'] }),
    onError: (error) => {
      if (isApiError(error) && error.status === 409)
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}
