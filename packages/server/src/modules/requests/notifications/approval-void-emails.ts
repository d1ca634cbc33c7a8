import type { NotifiedParty } from '@preauth/shared';
import type { EmailMessage } from '../../../core/mail/outbox';
import { about, compose, type RequestRef } from './email-compose';

/** Why an approval stopped being valid: the event that took it back. */
export type ApprovalVoidCause = 'amended' | 'cancelled' | 'reversed';

const WHY: Record<ApprovalVoidCause, (ref: RequestRef) => string> = {
  amended: () => 'the policyholder has amended the request, so the insurer will decide again',
  cancelled: () => 'the policyholder has cancelled the request',
  reversed: (ref) =>
    `${ref.insurerName} approved it automatically, and an adjudicator has withdrawn that approval to review the request`,
};

/** What each recipient of the approval is to do now. */
const NEXT: Record<NotifiedParty, (cause: ApprovalVoidCause) => string> = {
  policyholder: (cause) =>
    cause === 'cancelled'
      ? 'Nothing more is needed from you.'
      : 'The insurer will decide again and tell you the outcome. Until then there is no approval to admit against.',
  doctor: (cause) =>
    cause === 'cancelled'
      ? 'Please do not plan the treatment or bill against it.'
      : 'Please do not plan the treatment or bill against it. If the request is approved again, you will receive the new certificate.',
  'business-office': (cause) =>
    cause === 'cancelled'
      ? 'Please do not admit the patient or bill against it.'
      : 'Please do not admit the patient or bill against it. If the request is approved again, you will receive the new certificate.',
  'financial-consultant': () =>
    'You are receiving this because you were sent the approval: the policyholder asked for their financial consultant to be notified.',
  insurer: () => 'Nothing more is needed from you.',
};

/**
 * To everyone who was sent an approval (policyholder, doctor, business office, consultants when
 * notified), when it stops being valid: the certificate is void, and why (docs/decisions/078-the-approval-delivered-and-its-void-notices.md).
 */
export function approvalVoidEmail(
  ref: RequestRef,
  recipient: string,
  party: NotifiedParty,
  cause: ApprovalVoidCause,
): EmailMessage {
  return compose(ref, 'approval-void', recipient, 'Pre-authorisation approval withdrawn', [
    `The approval of ${about(ref)} has been withdrawn: ${WHY[cause](ref)}.`,
    'The certificate issued with it is void. The payment it guaranteed no longer holds, and a check of its verification code now shows that it is no longer valid.',
    NEXT[party](cause),
  ]);
}
