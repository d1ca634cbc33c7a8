import { contracts, type DecisionReason, type DecisionReasonKind } from '@preauth/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** `GET /api/adjudication/reasons`: the adjudicator's insurer's active coded reasons. */
export const decisionReasonsQueryOptions = () =>
  queryOptions({
    queryKey: ['adjudication', 'reasons'],
    queryFn: ({ signal }) => callApi(contracts.listDecisionReasons, { signal }),
  });

/** The reasons of one kind (`rejection` or `reduction`), as the decision pages offer them. */
export function useDecisionReasons(kind: DecisionReasonKind) {
  return useQuery({
    ...decisionReasonsQueryOptions(),
    select: (answer) => answer.reasons.filter((reason) => reason.kind === kind),
  });
}

/** A reason as a select's option: "Above the agreed price (RED-AGREED)". */
export const reasonOption = (reason: DecisionReason) => ({
  value: reason.code,
  label: `${reason.label} (${reason.code})`,
});
