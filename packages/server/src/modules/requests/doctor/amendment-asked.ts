import type { DoctorParams, StatusCode } from '@preauth/shared';
import type { DecisionRecord } from '../lifecycle/decision-records.repository';

type AmendmentAsked = NonNullable<DoctorParams['amendment']>;

/**
 * Why the request is back with the doctor: in Amendment Request (AME-REQ), the insurer's latest
 * decision, an amendment request, says what must change and which documents it needs; once the
 * policyholder amended (AMEND), the policyholder's reason. Null in any other status, so an
 * answered amendment request is not shown again.
 */
export function amendmentAsked(
  status: StatusCode,
  decision: Pick<DecisionRecord, 'outcome' | 'reasonText' | 'requiredDocumentKinds'> | null,
  amendReason: string | null,
): AmendmentAsked | null {
  if (status === 'AME-REQ' && decision?.outcome === 'request-amendment') {
    return {
      changesRequired: decision.reasonText,
      requiredDocumentKinds: decision.requiredDocumentKinds,
      policyholderReason: null,
    };
  }
  if (status === 'AMEND') {
    return { changesRequired: null, requiredDocumentKinds: [], policyholderReason: amendReason };
  }
  return null;
}
