import { REQUEST_TIMINGS, type SubmittingRole } from '@preauth/shared';
import type { EmailMessage } from '../../../core/mail/outbox';
import { about, compose, type RequestRef } from './email-compose';

/** The LIA form of a submission (its `pa_details` id), drawn when the email is sent. */
export const LIA_FORM_ATTACHMENT = 'lia-form';

/** Where the request goes after the submit the email acknowledges. */
export type AcknowledgedNext = 'business-office' | 'insurer';

const decides = (ref: RequestRef) =>
  `${ref.insurerName} will now decide on it, usually within ${REQUEST_TIMINGS.decisionTurnaround}, and will notify you and the policyholder.`;

const LINES: Record<SubmittingRole, (ref: RequestRef, next: AcknowledgedNext) => string[]> = {
  doctor: (ref, next) => [
    `You submitted the clinical and fee details of ${about(ref)}. The LIA form of your submission is attached.`,
    next === 'business-office'
      ? "It now goes to the hospital's business office to check the fees, then to the insurer. Nothing more is needed from you."
      : decides(ref),
  ],
  'business-office': (ref) => [
    `You confirmed the fees of ${about(ref)}. The LIA form, with your fees beside the doctor's, is attached.`,
    decides(ref),
  ],
};

/**
 * To the doctor or the business office who just submitted through their link: the acknowledgement,
 * with the LIA form of the submission attached (record 082), so the form is theirs after the link
 * has ended. Names the request by reference and patient only, as every request email does.
 */
export function submissionAcknowledgementEmail(
  ref: RequestRef,
  recipient: string,
  by: SubmittingRole,
  next: AcknowledgedNext,
  submissionId: string,
): EmailMessage {
  const email = compose(
    ref,
    `${by}-acknowledgement`,
    recipient,
    'Pre-authorisation request submitted',
    [
      ...LINES[by](ref, next),
      'Opening your link again shows when it was submitted; after confirming the identity and a one-time PIN you can download the LIA form again.',
    ],
  );
  return { ...email, attachments: [{ kind: LIA_FORM_ATTACHMENT, ref: submissionId }] };
}
