import { caseParamsSchema, contracts, userMayCall } from '@preauth/shared';
import type { StartScreenData } from '../../../lib/screen-data';
import { adjudicationCaseQueryOptions } from './get-case';

/** The case page's first call: the case of a well-formed id (any other is not found, unasked). */
export const startCaseData: StartScreenData = (queryClient, { userType, params }) => {
  const valid = caseParamsSchema.safeParse({ paId: params.id });
  if (!valid.success || !userMayCall(contracts.getAdjudicationCase.callers, userType)) return;
  void queryClient.prefetchQuery(adjudicationCaseQueryOptions(valid.data.paId));
};
