import { displaySingaporeDateTime } from '@preauth/shared';
import type { EmailMessage } from '../../../core/mail/outbox';
import type { UrgencyMarker } from '../lifecycle/urgency';
import { about, compose, type RequestRef } from './email-compose';

// What the emails say of a request's urgency (issue 22): the insurer's "ready for your decision"
// emails of an urgent request, and the insurer's downgrade. They carry a reason typed by a user
// (the mark's, the downgrade's): it is the news; `compose` escapes it in HTML.

/** An urgent request as the insurer's emails name it: who marked it, why, and its clock. */
export interface UrgentNote {
  markedBy: UrgencyMarker;
  reason: string;
  /** The insurer's urgent clock: a decision is due this many hours after Processing. */
  urgentDecisionHours: number;
}

const MARKER_NAME: Record<UrgencyMarker, string> = {
  'policy-holder': 'policyholder',
  'insurance-agent': 'agent',
  'insured-patient': 'patient',
  doctor: 'doctor',
};

/** A reason inside a sentence: its own closing full stop would double the sentence's. */
const inSentence = (reason: string) => reason.replace(/\.+$/, '');

/** The subject of an insurer's email, marked for an urgent request. */
export const urgentSubject = (subject: string, urgent: UrgentNote | null) =>
  urgent ? `URGENT: ${subject}` : subject;

/** The line an insurer's email adds for an urgent request (none for a standard one). */
export const urgentLines = (urgent: UrgentNote | null): string[] =>
  urgent
    ? [
        `Marked urgent by the ${MARKER_NAME[urgent.markedBy]}: ${inSentence(urgent.reason)}. ` +
          `A decision is due within ${urgent.urgentDecisionHours} hours of it reaching Processing.`,
      ]
    : [];

/**
 * To the policyholder, and to the agent or doctor who marked the request urgent: the insurer
 * treats it as standard, why, and (in Processing) when a decision is now due.
 */
export function urgencyDowngradedEmail(
  ref: RequestRef,
  recipient: string,
  reason: string,
  decisionDueAt: Date | null,
): EmailMessage {
  return compose(
    ref,
    'urgency-downgraded',
    recipient,
    'Pre-authorisation request: treated as standard',
    [
      `${ref.insurerName} has reviewed the urgency of ${about(ref)}.`,
      `The insurer treats this request as standard, not urgent: ${reason}`,
      ...(decisionDueAt
        ? [`A decision is now due by ${displaySingaporeDateTime(decisionDueAt)} (Singapore time).`]
        : []),
    ],
  );
}
