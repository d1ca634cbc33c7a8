import { REQUEST_TIMINGS, formatMoney, type AuthorisationDecision } from '@preauth/shared';
import type { EmailMessage, SmsMessage } from '../../../core/mail/outbox';
import { about, compose, windowOf, type RequestNaming, type RequestRef } from './email-compose';
import { urgentLines, urgentSubject, type UrgentNote } from './urgency-emails';

export type { RequestNaming, RequestRef } from './email-compose';

// The request notifications of specification 000 §2.10, one function each; the insurer's decisions
// are in decision-emails.ts, the urgency's in urgency-emails.ts. They name the request (reference
// and patient) and never carry an NRIC or a diagnosis.

export type DoctorLinkOccasion = 'new' | 'resent' | 'amended' | 'amendment-requested';

const DOCTOR_INTRO: Record<DoctorLinkOccasion, (ref: RequestRef) => string> = {
  new: (ref) => `${ref.insurerName} has received ${about(ref)}.`,
  resent: (ref) =>
    `The policyholder has sent you ${about(ref)} again. The earlier link no longer works.`,
  amended: (ref) => `The policyholder has amended ${about(ref)}. The earlier link no longer works.`,
  'amendment-requested': (ref) =>
    `${ref.insurerName} has reviewed ${about(ref)} and asks you to change it before it can decide. The earlier link no longer works.`,
};

/** Why the request is back with the doctor: the insurer's or the policyholder's words. */
export interface DoctorAmendmentNote {
  /** What the insurer asks the doctor to change (an amendment request). */
  changesRequired?: string | null;
  /** The kinds of document it asks for, in their labels. */
  requiredDocuments?: readonly string[];
  /** The policyholder's reason for amending. */
  policyholderReason?: string | null;
}

/**
 * To the doctor or clinic: the link to complete the clinical and fee details. The link (with its
 * token) is a secret: the outbox row keeps it only until the email has gone.
 */
export function doctorLinkEmail(
  ref: RequestRef,
  recipient: string,
  link: string,
  occasion: DoctorLinkOccasion,
  note: DoctorAmendmentNote = {},
): EmailMessage {
  const documents = note.requiredDocuments ?? [];
  return compose(
    ref,
    'doctor-link',
    recipient,
    'Please complete pre-authorisation request',
    [
      DOCTOR_INTRO[occasion](ref),
      ...(note.changesRequired ? [`What must change: ${note.changesRequired}`] : []),
      ...(documents.length > 0 ? [`Documents to attach: ${documents.join(', ')}.`] : []),
      ...(note.policyholderReason
        ? [`The policyholder's reason for amending: ${note.policyholderReason}`]
        : []),
      'Please complete the clinical and fee details through this link:',
      { href: link },
      `Please do so within ${windowOf(ref)}. After that the link expires and a new request is needed.`,
    ],
    [link],
  );
}

/** To the insurer: a copy of a new or resent request. */
export function insurerCopyEmail(
  ref: RequestRef,
  recipient: string,
  occasion: 'new' | 'resent',
): EmailMessage {
  const what = occasion === 'new' ? 'was submitted' : 'was sent to the doctor again';
  return compose(ref, 'insurer-copy', recipient, 'Pre-authorisation request', [
    `The ${about(ref)} ${what}.`,
    `The doctor has ${windowOf(ref)} to supply the clinical and fee details.`,
  ]);
}

/** The insurer's "ready for your decision" email, marked when the request is urgent. */
function insurerReadyEmail(
  ref: RequestRef,
  recipient: string,
  whatHappened: string,
  urgent: UrgentNote | null,
): EmailMessage {
  const subject = urgentSubject('Pre-authorisation request to process', urgent);
  return compose(ref, 'insurer-copy', recipient, subject, [
    whatHappened,
    'It is ready for your decision in the portal.',
    ...urgentLines(urgent),
  ]);
}

/** To the insurer: the doctor completed a request at a non-panel hospital; it is the insurer's. */
export function insurerDoctorSubmittedEmail(
  ref: RequestRef,
  recipient: string,
  urgent: UrgentNote | null,
): EmailMessage {
  const whatHappened = `The doctor has completed the clinical and fee details of ${about(ref)}.`;
  return insurerReadyEmail(ref, recipient, whatHappened, urgent);
}

/**
 * To a panel hospital's business office: the link to check and adjust the fees of a request the
 * doctor completed. The link (with its token) is a secret, as the doctor's is.
 */
export function businessOfficeLinkEmail(
  ref: RequestRef,
  recipient: string,
  link: string,
): EmailMessage {
  return compose(
    ref,
    'business-office-link',
    recipient,
    'Please review pre-authorisation request fees',
    [
      `The doctor has completed ${about(ref)} at your hospital.`,
      'Please check the fees through this link:',
      { href: link },
      `Please do so within ${windowOf(ref)}. After that the link expires.`,
    ],
    [link],
  );
}

/** To the policyholder: the doctor has completed the request, and where it goes next. */
export function policyholderDoctorSubmittedEmail(
  ref: RequestRef,
  recipient: string,
  next: 'business-office' | 'insurer',
): EmailMessage {
  const where =
    next === 'business-office'
      ? "It now goes to the hospital's business office for review, then to the insurer."
      : `${ref.insurerName} will now process it; a decision usually takes ${REQUEST_TIMINGS.decisionTurnaround}.`;
  return compose(ref, 'policyholder-copy', recipient, 'Pre-authorisation request completed', [
    `The doctor has completed the clinical and fee details of ${about(ref)}.`,
    where,
  ]);
}

/**
 * To the insurer: a panel hospital's business office has checked the fees of a request the doctor
 * completed; it is the insurer's now.
 */
export function insurerOfficeSubmittedEmail(
  ref: RequestRef,
  recipient: string,
  urgent: UrgentNote | null,
): EmailMessage {
  const whatHappened = `The hospital's business office has confirmed the fees of ${about(ref)}.`;
  return insurerReadyEmail(ref, recipient, whatHappened, urgent);
}

/**
 * To the policyholder: the copy of the business office's submission (001 §2 "a copy is emailed to
 * the user"): the fees are confirmed and the insurer processes the request.
 */
export function policyholderOfficeSubmittedEmail(
  ref: RequestRef,
  recipient: string,
  totalBill: string | null,
): EmailMessage {
  return compose(ref, 'policyholder-copy', recipient, 'Pre-authorisation request sent to insurer', [
    `The hospital's business office has confirmed the fees of ${about(ref)}.`,
    ...(totalBill ? [`The total bill is now ${formatMoney(totalBill)} (inclusive of GST).`] : []),
    `${ref.insurerName} will now process it; a decision usually takes ${REQUEST_TIMINGS.decisionTurnaround}.`,
  ]);
}

/** To the policyholder: the business office did not answer within its window; the request ended. */
export function policyholderOfficeExpiredEmail(ref: RequestRef, recipient: string): EmailMessage {
  return compose(ref, 'policyholder-copy', recipient, 'Pre-authorisation request expired', [
    `The hospital's business office did not confirm the fees of ${about(ref)} within ${windowOf(ref)}.`,
    'The request has expired. Please submit a new request if the treatment is still planned.',
  ]);
}

const CONSULTANT_NEWS = {
  new: 'was submitted by the policyholder',
  // Raised by someone else (an agent, the insured patient): it reaches the doctor once authorised.
  authorised: 'was authorised by the policyholder and sent to the doctor',
  approve: 'was approved by the insurer',
  reject: 'was not approved by the insurer',
  'request-amendment': 'was sent back to the doctor for changes by the insurer',
  cancelled: 'was cancelled by the policyholder',
  amended: 'was amended by the policyholder',
  'doctor-submitted': 'was completed by the doctor',
  'office-submitted': "had its fees confirmed by the hospital's business office",
} as const;

/** To the financial consultant(s), when the policyholder asked for them to be notified. */
export function consultantCopyEmail(
  ref: RequestRef,
  recipient: string,
  occasion: keyof typeof CONSULTANT_NEWS,
): EmailMessage {
  return compose(ref, 'consultant-copy', recipient, 'Pre-authorisation request', [
    `The ${about(ref)} ${CONSULTANT_NEWS[occasion]}.`,
    'You are receiving this copy because the policyholder asked for their financial consultant to be notified.',
  ]);
}

/**
 * To the policyholder: an agent raised a request for them, which waits for their authorisation;
 * the link opens the policyholder verification page. The link (with its token) is a secret.
 */
/** Who raised a request that waits for the policyholder's authorisation. */
export interface AuthorisationRaiser {
  name: string;
  /** The insured patient for themselves (record 084), otherwise the policyholder's agent. */
  role: 'insurance-agent' | 'insured-patient';
}

const raisedSentence = (ref: RequestRef, raiser: AuthorisationRaiser) =>
  raiser.role === 'insured-patient'
    ? `${raiser.name}, insured under your policy, has raised ${about(ref)} with ${ref.insurerName} for their own treatment. As the policyholder, you authorise it.`
    : `${raiser.name}, your financial consultant, has raised ${about(ref)} with ${ref.insurerName} on your behalf.`;

export function authorisationRequestEmail(
  ref: RequestRef,
  recipient: string,
  raiser: AuthorisationRaiser,
  link: string,
): EmailMessage {
  return compose(
    ref,
    'authorisation-link',
    recipient,
    'Please authorise pre-authorisation request',
    [
      raisedSentence(ref, raiser),
      'It is sent to the doctor only once you authorise it. Please review it and authorise or reject it through this link:',
      { href: link },
      `You can also do so from your dashboard after logging in. Please answer within ${windowOf(ref)}. After that the request expires.`,
    ],
    [link],
  );
}

const AUTHORISATION_NEWS = {
  authorised: () => 'was authorised by the policyholder and sent to the doctor',
  rejected: () => 'was rejected by the policyholder. It will not be sent to the doctor',
  expired: (ref: RequestRef) =>
    `was not authorised by the policyholder within ${windowOf(ref)} and has expired`,
  cancelled: () => 'was cancelled by the policyholder. Nothing more is needed from you',
} as const;

/** What the agent who raised a request is told of the policyholder's answer to it. */
export type AgentNews = keyof typeof AUTHORISATION_NEWS;

const AGENT_SUBJECTS: Record<AgentNews, string> = {
  authorised: 'Pre-authorisation request authorised',
  rejected: 'Pre-authorisation request not authorised',
  expired: 'Pre-authorisation request not authorised',
  cancelled: 'Pre-authorisation request cancelled',
};

/**
 * To the agent (the request's consultants) of a request it raised: the policyholder's answer, or
 * its absence, or the policyholder's cancelling it.
 */
export function agentAuthorisationEmail(
  ref: RequestRef,
  recipient: string,
  outcome: AgentNews,
): EmailMessage {
  const subject = AGENT_SUBJECTS[outcome];
  return compose(ref, 'agent-notice', recipient, subject, [
    `The ${about(ref)} ${AUTHORISATION_NEWS[outcome](ref)}.`,
    ...(outcome === 'expired'
      ? ['A new request is needed if the treatment is still planned.']
      : []),
  ]);
}

/** To the policyholder: a request that waited for their authorisation has ended without it. */
export function policyholderAuthorisationEndedEmail(
  ref: RequestRef,
  recipient: string,
  outcome: 'expired' | 'cancelled',
): EmailMessage {
  const what =
    outcome === 'expired'
      ? `was not authorised within ${windowOf(ref)} and has expired`
      : 'has been cancelled before it was sent to the doctor';
  return compose(ref, 'policyholder-copy', recipient, 'Pre-authorisation request ended', [
    `The ${about(ref)}, which was waiting for your authorisation, ${what}.`,
    'Its authorisation link no longer works, and nothing more is needed from you.',
  ]);
}

/** To the doctor: the request is cancelled; the earlier request and its link are void. */
export function doctorCancelledEmail(ref: RequestRef, recipient: string): EmailMessage {
  return compose(ref, 'request-cancelled', recipient, 'Pre-authorisation request cancelled', [
    `The policyholder has cancelled ${about(ref)}.`,
    'Please discard the earlier request. Its link no longer works, and nothing more is needed from you.',
  ]);
}

/** To a panel hospital's business office: discard the earlier request. */
export function businessOfficeDiscardEmail(ref: RequestRef, recipient: string): EmailMessage {
  return compose(ref, 'discard-notice', recipient, 'Pre-authorisation request cancelled', [
    `The policyholder has cancelled ${about(ref)}.`,
    'Please discard the earlier request and its fees. Its link no longer works.',
  ]);
}

/** To a panel hospital's business office: the doctor will submit the amended request again. */
export function businessOfficeAmendedEmail(ref: RequestRef, recipient: string): EmailMessage {
  return compose(ref, 'business-office-copy', recipient, 'Pre-authorisation request amended', [
    `The policyholder has amended ${about(ref)}.`,
    'The doctor will submit the details again; you will then receive a new link to check the fees.',
  ]);
}

/**
 * To a link holder (the doctor, the business office): the one-time PIN that completes the
 * identity check. It names the request by its reference only.
 */
export function linkPinEmail(
  ref: RequestNaming,
  recipient: string,
  pin: string,
  lifetimeMinutes: number,
): EmailMessage {
  // The whole sentence is the secret: six digits alone could also occur in the reference.
  const pinLine = `Your one-time PIN for pre-authorisation request ${ref.erefNo} is ${pin}.`;
  return compose(
    ref,
    'link-pin',
    recipient,
    'Your one-time PIN',
    [
      pinLine,
      `It is valid for ${lifetimeMinutes} minutes and can be used once. Do not share it with anyone.`,
      'If you did not ask for this PIN, you can ignore this email.',
    ],
    [pinLine],
  );
}

/** The PIN's line says what it is for: authorising or rejecting the request (issue 25). */
const authorisationPinLine = (ref: RequestNaming, decision: AuthorisationDecision, pin: string) =>
  `Your one-time PIN to ${decision === 'reject' ? 'reject' : 'authorise'} pre-authorisation request ${ref.erefNo} is ${pin}.`;

/**
 * To the policyholder: the PIN that lets it authorise or decline a request raised by someone else
 * (000 §2.8), by email. Like the link PIN, it names the request by its reference only.
 */
export function authorisationPinEmail(
  ref: RequestNaming,
  recipient: string,
  pin: string,
  lifetimeMinutes: number,
  decision: AuthorisationDecision,
): EmailMessage {
  const pinLine = authorisationPinLine(ref, decision, pin);
  return compose(
    ref,
    'authorisation-pin',
    recipient,
    'Your one-time PIN',
    [
      pinLine,
      `It is valid for ${lifetimeMinutes} minutes and can be used once. Do not share it with anyone.`,
      'If you did not ask for this PIN, you can ignore this email.',
    ],
    [pinLine],
  );
}

/** The same PIN by SMS: one short message, the request by its reference only. */
export function authorisationPinSms(
  ref: RequestNaming,
  recipient: string,
  pin: string,
  lifetimeMinutes: number,
  decision: AuthorisationDecision,
): SmsMessage {
  const pinLine = authorisationPinLine(ref, decision, pin);
  return {
    paId: ref.paId,
    kind: 'authorisation-pin',
    recipient,
    text: `${pinLine} Valid for ${lifetimeMinutes} minutes. Do not share it with anyone.`,
    secrets: [pinLine],
  };
}
