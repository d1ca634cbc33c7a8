import { REQUEST_TIMINGS } from '@preauth/shared';

/**
 * The titles and bodies of the acknowledgement screen (specification 000 §2.10), one per outcome.
 * The specification gives their content, not their wording; this is ours. Review and authorise
 * have a title only, as the specification shows no body for them.
 */
export type AcknowledgementId =
  'new' | 'resend' | 'cancel' | 'amend' | 'review' | 'authorise' | 'decline';

export type Acknowledgement = {
  title: string;
  /** Paragraphs; `fc` is the `?fc=true` of a new request (its financial consultant was told). */
  body: (options: { fc: boolean }) => string[];
  /** Shown with a close icon instead of a tick. */
  declined?: boolean;
};

const days = REQUEST_TIMINGS.responseWindowDays;

const DISCLAIMER =
  'The amount payable remains subject to the benefit limits of the policy, any deductible, ' +
  'co-insurance and pro-ration that apply, the policy exclusions, and the terms of the policy ' +
  'on pre-existing conditions.';

const FC_IF_NOTIFIED = 'your financial consultant, if you asked for them to be notified';

const ACKNOWLEDGEMENTS: Record<AcknowledgementId, Acknowledgement> = {
  new: {
    title: 'Pre-authorisation request submitted',
    body: ({ fc }) => [
      `Your request has been sent to the doctor, who should provide the information needed ` +
        `within ${days} calendar days. Otherwise the request expires and a new request is needed.`,
      `The insurer decides within ${REQUEST_TIMINGS.decisionTurnaround} after all the ` +
        `information is received.`,
      DISCLAIMER,
      fc
        ? 'A copy of this request has been emailed to the doctor, the insurer and your financial consultant.'
        : 'A copy of this request has been emailed to the doctor and the insurer.',
    ],
  },
  resend: {
    title: 'Pre-authorisation request resent',
    body: () => [
      'Your request has been sent to the doctor again.',
      'A copy has been emailed to the doctor and the insurer.',
    ],
  },
  cancel: {
    title: 'Pre-authorisation request cancelled',
    body: () => [
      `A copy has been emailed to the doctor, and to ${FC_IF_NOTIFIED}.`,
      'An email has also been sent to the business office or the doctor to discard the earlier request.',
    ],
  },
  amend: {
    title: 'Pre-authorisation request amended',
    body: () => [
      `A copy has been emailed to the doctor, to the hospital's business office if the hospital ` +
        `is a panel hospital, and to ${FC_IF_NOTIFIED}.`,
    ],
  },
  review: { title: 'Pre-authorisation request reviewed', body: () => [] },
  authorise: { title: 'Pre-authorisation request authorised', body: () => [] },
  decline: { title: 'Pre-authorisation request declined', body: () => [], declined: true },
};

/** The acknowledgement of a route's `id`, or undefined for an id the route does not know. */
export function acknowledgementOf(id: string | undefined): Acknowledgement | undefined {
  return id && Object.hasOwn(ACKNOWLEDGEMENTS, id)
    ? ACKNOWLEDGEMENTS[id as AcknowledgementId]
    : undefined;
}
