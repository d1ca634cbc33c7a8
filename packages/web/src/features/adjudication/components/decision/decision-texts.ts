import { type DecisionOutcome, formatMoney, type NotifiedParty } from '@preauth/shared';

/**
 * The decision pages' wording (ours: the specification shows no insurer screens). The toast after
 * a decision names exactly who the server's answer says was emailed (`notified`).
 */
export const DECISION_TEXTS: Record<
  DecisionOutcome,
  { title: string; submit: string; done: string; confirm: (total: string) => string }
> = {
  approve: {
    title: 'Approve the request',
    submit: 'Approve',
    done: 'Approved.',
    confirm: (total) => `Approve this request for ${formatMoney(total)}?`,
  },
  reject: {
    title: 'Reject the request',
    submit: 'Reject',
    done: 'Rejected.',
    confirm: () =>
      'Reject this request? The policyholder reads your explanation on the review and in the email.',
  },
  'request-amendment': {
    title: 'Request an amendment',
    submit: 'Request amendment',
    done: 'Amendment requested: the doctor has a new link to change the request.',
    confirm: () => 'Send this request back to the doctor to change it?',
  },
};

/** The parties as the insurer's staff names them. */
const PARTY_NAMES: Record<NotifiedParty, string> = {
  policyholder: 'the policyholder',
  doctor: 'the doctor',
  'business-office': 'the business office',
  'financial-consultant': 'the financial consultant',
  insurer: 'the insurer',
};

/** The order the toast names them in: the policyholder first, as the decision is theirs. */
const TOLD_ORDER: readonly NotifiedParty[] = [
  'policyholder',
  'doctor',
  'business-office',
  'financial-consultant',
  'insurer',
];

/**
 * "The policyholder, the doctor and the business office have been told.", "The doctor has been
 * told.", or that nobody was emailed.
 */
export function toldText(notified: readonly NotifiedParty[]): string {
  const told = new Set(notified);
  const names = TOLD_ORDER.filter((party) => told.has(party)).map((party) => PARTY_NAMES[party]);
  if (names.length === 0) return 'Nobody was emailed about it.';
  const list =
    names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
  const sentence = `${list} ${names.length === 1 ? 'has' : 'have'} been told.`;
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/** The toast after a decision: what was done, and who was told. */
export const decisionDoneText = (decision: DecisionOutcome, notified: readonly NotifiedParty[]) =>
  `${DECISION_TEXTS[decision].done} ${toldText(notified)}`;

/** The page's note when the request left Processing before it opened (or while it was open). */
export const notAwaitingDecision = (statusLabel: string) =>
  `This request is no longer waiting for a decision: it is ${statusLabel}.`;
