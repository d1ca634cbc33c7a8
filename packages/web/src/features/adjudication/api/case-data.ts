import { caseParamsSchema, contracts, userMayCall } from '@preauth/shared';
import type { StartScreenData } from '../../../lib/screen-data';
import { caseNotesQueryOptions } from './case-notes';
import { adjudicationCaseQueryOptions } from './get-case';

/**
 * The case page's first calls: the case of a well-formed id (any other is not found, unasked),
 * then its notes (often the page's largest text) as soon as the case has come, not after the
 * screen has rendered it. Not beside the case: a case of another insurer, or none, would be
 * refused, and its refusal audited, twice.
 */
export const startCaseData: StartScreenData = (queryClient, { userType, params }) => {
  const valid = caseParamsSchema.safeParse({ paId: params.id });
  if (!valid.success || !userMayCall(contracts.getAdjudicationCase.callers, userType)) return;
  const theCase = adjudicationCaseQueryOptions(valid.data.paId);
  void queryClient.prefetchQuery(theCase).then(() => {
    if (queryClient.getQueryState(theCase.queryKey)?.status !== 'success') return;
    void queryClient.prefetchQuery(caseNotesQueryOptions(valid.data.paId));
  });
};
