import {
  contracts,
  type DowngradeUrgencyBody,
  type DowngradeUrgencyResponse,
} from '@preauth/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { adjudicationCaseQueryOptions } from './get-case';

export type DowngradeUrgencyVariables = {
  body: DowngradeUrgencyBody;
  /** One per visit of the form: a double click or a retry downgrades once. */
  idempotencyKey: string;
};

/** `POST /api/adjudication/cases/{paId}/downgrade-urgency`: treat an urgent request as standard. */
export function postDowngradeUrgency(
  paId: string,
  { body, idempotencyKey }: DowngradeUrgencyVariables,
): Promise<DowngradeUrgencyResponse> {
  return callApi(contracts.downgradeUrgency, {
    params: { paId },
    headers: { 'Idempotency-Key': idempotencyKey },
    body,
  });
}

/**
 * Treats the case as standard. Once done, or refused because another adjudicator did it first
 * (409), the case is read again (its due date moves to the standard clock), and the queue and its
 * counts when next shown. The page says what happened, so a conflict shows no notification.
 */
export function useDowngradeUrgency(paId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = adjudicationCaseQueryOptions(paId);
  return useMutation({
    meta: { explainsConflicts: 'any' },
    mutationFn: (variables: DowngradeUrgencyVariables) => postDowngradeUrgency(paId, variables),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['adjudication'] }),
    onError: (error) => {
      if (isApiError(error) && error.status === 409)
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}
