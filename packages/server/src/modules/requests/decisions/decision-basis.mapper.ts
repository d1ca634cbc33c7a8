import type { RequestClinicalDetails } from '@preauth/shared';
import { clinicalDetailsOf } from '../aggregate/clinical-details';
import type { RequestAggregate } from '../aggregate/request-aggregate';

/**
 * What a decision is taken on: the doctor's latest submission (its id, kept on the decision) and
 * its clinical details in the wire names `approveFees` checks amounts against, each fee at its
 * latest amount; both null before the doctor has submitted.
 */
export function decisionBasisOf(request: RequestAggregate): {
  detailId: string | null;
  details: RequestClinicalDetails | null;
} {
  const { submission } = request;
  return {
    detailId: submission?.id ?? null,
    details: submission && clinicalDetailsOf(submission),
  };
}
