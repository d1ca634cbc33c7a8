import { type CaseView, contracts } from '@preauth/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** `GET /api/adjudication/cases/{paId}`: everything the request holds, for its adjudicator. */
export function getAdjudicationCase(
  paId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<CaseView> {
  return callApi(contracts.getAdjudicationCase, { params: { paId }, signal });
}

/** The case page and the decision pages read the same entry, so a decision refreshes both. */
export const adjudicationCaseQueryOptions = (paId: string) =>
  queryOptions({
    queryKey: ['adjudication', 'case', paId],
    queryFn: ({ signal }) => getAdjudicationCase(paId, { signal }),
  });

export function useAdjudicationCase(paId: string) {
  return useQuery(adjudicationCaseQueryOptions(paId));
}
