import { type NotifiedParty, REQUEST_TIMINGS } from '@preauth/shared';

/**
 * The titles and bodies of the acknowledgement screen (specification 000 §2.10), one per outcome.
 * The specification gives their content, not their wording; this is ours. Review has a title
 * only; the specification shows no body for authorise and decline either, so theirs are ours: the
 * decision, and who the answer says was emailed.
 *
 * Who was emailed comes from the server's answer (`notified`), so the body names exactly them.
 * Without it (an acknowledgement opened from history or a bookmark) the body keeps the
 * specification's conditions ("if you asked for them to be notified").
 */
export type AcknowledgementId =
  | 'new'
  | 'raised'
  | 'resend'
  | 'resend-office'
  | 'resend-authorisation'
  | 'cancel'
  | 'amend'
  | 'review'
  | 'authorise'
  | 'decline';

/**
 * Who was emailed: the server's answer, or null when unknown; `fc` is the `?fc=true` of a new
 * request (its financial consultant was told).
 */
export type Told = {
  notified: readonly NotifiedParty[] | null;
  fc: boolean;
  /** An insurance agent reads it: the policyholder is someone else, the consultant is them. */
  byAgent?: boolean;
};

export type Acknowledgement = {
  title: string;
  /** Paragraphs. */
  body: (told: Told) => string[];
  /** Shown with a close icon instead of a tick. */
  declined?: boolean;
};

const days = REQUEST_TIMINGS.responseWindowDays;

const DISCLAIMER =
  'The amount payable remains subject to the benefit limits of the policy, any deductible, ' +
  'co-insurance and pro-ration that apply, the policy exclusions, and the terms of the policy ' +
  'on pre-existing conditions.';

const FC_IF_NOTIFIED = 'your financial consultant, if you asked for them to be notified';

const PARTY_NAMES: Record<NotifiedParty, string> = {
  doctor: 'the doctor',
  'business-office': 'the business office',
  insurer: 'the insurer',
  // The reader of these screens: of their own commands only an amend that withdraws an approval
  // emails them (its void notice); the doctor's submit does.
  policyholder: 'you',
  'financial-consultant': 'your financial consultant',
};

/** The names the insurance agent reads: it is the consultant, writing for the policyholder. */
const AGENT_PARTY_NAMES: Record<NotifiedParty, string> = {
  ...PARTY_NAMES,
  policyholder: 'the policyholder',
  'financial-consultant': 'you',
};

/** "the doctor", "the doctor and the insurer", "the doctor, the insurer and …". */
function namesOf(parties: readonly NotifiedParty[], byAgent = false): string {
  const names = parties.map((party) => (byAgent ? AGENT_PARTY_NAMES : PARTY_NAMES)[party]);
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** `{lead} {names}{tail}.`, or nothing when nobody is in `parties`. */
const emailedTo = (lead: string, parties: readonly NotifiedParty[], tail = '', byAgent = false) =>
  parties.length > 0 ? [`${lead} ${namesOf(parties, byAgent)}${tail}.`] : [];

const NOBODY_ELSE = 'Nobody else needed to be emailed about it.';

const ACKNOWLEDGEMENTS: Record<AcknowledgementId, Acknowledgement> = {
  new: {
    title: 'Pre-authorisation request submitted',
    body: ({ notified, fc }) => [
      `Your request has been sent to the doctor, who should provide the information needed ` +
        `within ${days} calendar days. Otherwise the request expires and a new request is needed.`,
      `The insurer decides within ${REQUEST_TIMINGS.decisionTurnaround} after all the ` +
        `information is received.`,
      DISCLAIMER,
      ...(notified
        ? emailedTo('A copy of this request has been emailed to', notified)
        : [
            fc
              ? 'A copy of this request has been emailed to the doctor, the insurer and your financial consultant.'
              : 'A copy of this request has been emailed to the doctor and the insurer.',
          ]),
    ],
  },
  /** An insurance agent's new request (issue 13): it waits for the policyholder first. */
  raised: {
    title: 'Pre-authorisation request raised',
    body: ({ notified }) => [
      `The request now waits for the policyholder's authorisation. It is sent to the doctor only ` +
        `once they authorise it, within ${days} calendar days; otherwise it expires.`,
      ...(notified
        ? emailedTo('An email asking them to authorise it has been sent to', notified, '', true)
        : ['An email asking them to authorise it has been sent to the policyholder.']),
    ],
  },
  resend: {
    title: 'Pre-authorisation request resent',
    body: ({ notified }) => [
      'Your request has been sent to the doctor again.',
      ...(notified
        ? emailedTo('A copy has been emailed to', notified)
        : ['A copy has been emailed to the doctor and the insurer.']),
    ],
  },
  'resend-office': {
    title: 'New link sent to the business office',
    body: ({ notified }) => [
      "The hospital's business office has been sent a new link to confirm the fees; the link it " +
        'had no longer works.',
      ...(notified && notified.length === 0 ? [NOBODY_ELSE] : []),
    ],
  },
  'resend-authorisation': {
    title: 'New authorisation link sent',
    body: ({ notified }) => [
      'The policyholder has been sent a new link to authorise the request; the link they had no ' +
        'longer works.',
      ...(notified && notified.length === 0 ? [NOBODY_ELSE] : []),
    ],
  },
  cancel: {
    title: 'Pre-authorisation request cancelled',
    body: ({ notified, byAgent }) => {
      if (!notified) {
        return [
          `A copy has been emailed to the doctor, and to ${FC_IF_NOTIFIED}.`,
          'An email has also been sent to the business office or the doctor to discard the earlier request.',
        ];
      }
      // The doctor's copy is itself the notice to discard; the business office gets only that.
      const told = [
        ...emailedTo(
          'A copy has been emailed to',
          notified.filter((party) => party !== 'business-office'),
          '',
          byAgent,
        ),
        ...emailedTo(
          'An email has also been sent to',
          notified.filter((party) => party === 'business-office' || party === 'doctor'),
          ' to discard the earlier request',
        ),
      ];
      return told.length > 0 ? told : [NOBODY_ELSE];
    },
  },
  amend: {
    title: 'Pre-authorisation request amended',
    body: ({ notified }) =>
      notified
        ? emailedTo('A copy has been emailed to', notified)
        : [
            `A copy has been emailed to the doctor, to the hospital's business office if the hospital ` +
              `is a panel hospital, and to ${FC_IF_NOTIFIED}.`,
          ],
  },
  review: { title: 'Pre-authorisation request reviewed', body: () => [] },
  authorise: {
    title: 'Pre-authorisation request authorised',
    body: ({ notified }) => [
      // Authorised, it goes to the doctor first, as a policyholder's own request does.
      'Thank you. Your request has now been sent to the doctor to complete the clinical and fee ' +
        'details. The insurer decides once it has them.',
      ...emailedTo('A copy has been emailed to', notified ?? []),
    ],
  },
  decline: {
    title: 'Pre-authorisation request declined',
    body: ({ notified }) => [
      'You have rejected this request, so it will not be processed.',
      ...emailedTo('A copy has been emailed to', notified ?? []),
    ],
    declined: true,
  },
};

/** The acknowledgement of a route's `id`, or undefined for an id the route does not know. */
export function acknowledgementOf(id: string | undefined): Acknowledgement | undefined {
  return id && Object.hasOwn(ACKNOWLEDGEMENTS, id)
    ? ACKNOWLEDGEMENTS[id as AcknowledgementId]
    : undefined;
}
