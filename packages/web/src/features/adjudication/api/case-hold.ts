import { type CaseHold, type CaseView, contracts } from '@preauth/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { adjudicationCaseQueryOptions } from './get-case';

/** `POST /api/adjudication/cases/{paId}/take`: take (or renew, or with `takeOver` take over) the hold. */
export function takeCase(paId: string, takeOver: boolean): Promise<CaseHold> {
  return callApi(contracts.takeAdjudicationCase, { params: { paId }, body: { takeOver } });
}

/** `POST /api/adjudication/cases/{paId}/release`: end the caller's own hold. */
export function releaseCase(paId: string): Promise<null> {
  return callApi(contracts.releaseAdjudicationCase, { params: { paId } });
}

/**
 * Taking and releasing a case. The answer is the hold (or none), put into the case's cached view
 * rather than read again: reading the case is audited as a view, and a take is not one. The
 * queue, whose items show who holds what, is read again when next shown. A refusal (409: another
 * adjudicator took it meanwhile, or it left Processing) reads the case again, so the page shows
 * who holds it now; its message is the server's, through the app's error notification.
 */
export function useCaseHold(paId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = adjudicationCaseQueryOptions(paId);
  const setHold = (hold: CaseHold | null) => {
    queryClient.setQueryData(queryKey, (view: CaseView | undefined) => view && { ...view, hold });
    void queryClient.invalidateQueries({
      queryKey: ['adjudication', 'queue'],
      refetchType: 'none',
    });
  };
  const onError = (error: unknown) => {
    if (isApiError(error) && error.status === 409) void queryClient.invalidateQueries({ queryKey });
  };
  const take = useMutation({
    mutationFn: ({ takeOver }: { takeOver: boolean }) => takeCase(paId, takeOver),
    onSuccess: setHold,
    onError,
  });
  const release = useMutation({
    mutationFn: () => releaseCase(paId),
    onSuccess: () => setHold(null),
    onError,
  });
  return { take, release };
}
