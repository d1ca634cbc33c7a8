import type { StatusCode } from './statuses';

/**
 * The request lifecycle of shared/design/lifecycle.md: the one table the server enforces and the
 * web app reads to decide which actions to show. Nothing else may hard-code it.
 */
export type Actor =
  | 'policy-holder'
  | 'insured-patient'
  | 'insurance-agent'
  | 'doctor'
  | 'business-office'
  | 'insurer-adjudicator'
  | 'system';

export type LifecycleEvent =
  | 'authorise-accept'
  | 'authorise-reject'
  | 'authorisation-window-expired'
  | 'doctor-submit-panel'
  | 'doctor-submit-non-panel'
  | 'doctor-window-expired'
  | 'business-office-submit'
  | 'business-office-window-expired'
  | 'approve'
  | 'reject'
  | 'request-amendment'
  | 'reverse-automatic-approval'
  | 'resend'
  | 'resend-office-link'
  | 'resend-authorisation-link'
  | 'amend'
  | 'cancel';

export interface Transition {
  event: LifecycleEvent;
  from: readonly StatusCode[];
  /** `null` keeps the status (a resend restarts the doctor's window without changing it). */
  to: StatusCode | null;
  by: readonly Actor[];
}

const DOCTOR_INPUT: readonly StatusCode[] = ['SUB', 'AME-REQ', 'AMEND'];

export const TRANSITIONS: readonly Transition[] = [
  { event: 'authorise-accept', from: ['PEN'], to: 'SUB', by: ['policy-holder'] },
  { event: 'authorise-reject', from: ['PEN'], to: 'REM-REJ', by: ['policy-holder'] },
  { event: 'authorisation-window-expired', from: ['PEN'], to: 'REM-EXP', by: ['system'] },
  { event: 'doctor-submit-panel', from: DOCTOR_INPUT, to: 'PEN-AI', by: ['doctor'] },
  { event: 'doctor-submit-non-panel', from: DOCTOR_INPUT, to: 'PRO', by: ['doctor'] },
  { event: 'doctor-window-expired', from: DOCTOR_INPUT, to: 'DOC-EXP', by: ['system'] },
  { event: 'business-office-submit', from: ['PEN-AI'], to: 'PRO', by: ['business-office'] },
  { event: 'business-office-window-expired', from: ['PEN-AI'], to: 'BO-EXP', by: ['system'] },
  { event: 'approve', from: ['PRO'], to: 'APP', by: ['insurer-adjudicator'] },
  // Straight-through: the system approves a request that passes every rule of its insurer's
  // current rule set (decision-rules.ts) when it reaches Processing. A row of its own, so the
  // adjudicator's actions stay as they were; no timer uses it (`isTimerEvent`).
  { event: 'approve', from: ['PRO'], to: 'APP', by: ['system'] },
  { event: 'reject', from: ['PRO'], to: 'REJ', by: ['insurer-adjudicator'] },
  { event: 'request-amendment', from: ['PRO'], to: 'AME-REQ', by: ['insurer-adjudicator'] },
  // An adjudicator takes back an automatic approval (the server also checks that the latest
  // decision was automatic): the request waits in Processing again.
  {
    event: 'reverse-automatic-approval',
    from: ['APP'],
    to: 'PRO',
    by: ['insurer-adjudicator'],
  },
  { event: 'resend', from: ['SUB', 'AME-REQ'], to: null, by: ['policy-holder'] },
  // The business office's link was lost or locked (five wrong identity checks): the policyholder
  // or the agent sends the office a new one; the status and the office's window restart as a
  // resend to the doctor does (docs/decisions/082-no-link-leaves-anyone-stranded.md).
  {
    event: 'resend-office-link',
    from: ['PEN-AI'],
    to: null,
    by: ['policy-holder', 'insurance-agent'],
  },
  // The policyholder's authorisation link was lost or locked: the agent sends a new one (the
  // policyholder can also authorise from the dashboard); the authorisation window restarts.
  { event: 'resend-authorisation-link', from: ['PEN'], to: null, by: ['insurance-agent'] },
  { event: 'amend', from: ['PRO', 'APP'], to: 'AMEND', by: ['policy-holder'] },
  { event: 'cancel', from: ['SUB', 'PRO', 'PEN', 'AMEND'], to: 'CAN', by: ['policy-holder'] },
  // The agent may withdraw a request it raised only while no doctor has been asked.
  { event: 'cancel', from: ['PEN'], to: 'CAN', by: ['insurance-agent'] },
];

/** The events a timer sends when a response window has passed (the expiry sweep's). */
export function isTimerEvent(event: LifecycleEvent): boolean {
  return event.endsWith('-window-expired');
}

/**
 * The statuses a response window runs in (the policyholder's authorisation, the doctor's input,
 * the business office's fees): those a timer ends.
 */
export const WINDOWED_STATUSES: readonly StatusCode[] = TRANSITIONS.filter((t) =>
  isTimerEvent(t.event),
).flatMap((t) => t.from);

/** The status a request created by this actor starts in. */
export function initialStatus(creator: Actor): StatusCode {
  return creator === 'policy-holder' ? 'SUB' : 'PEN';
}

/** The transition for this event from this status by this actor, or undefined when refused. */
export function findTransition(
  from: StatusCode,
  event: LifecycleEvent,
  actor: Actor,
): Transition | undefined {
  return TRANSITIONS.find(
    (t) => t.event === event && t.from.includes(from) && t.by.includes(actor),
  );
}

/** Statuses in which a request waits on somebody; a patient may have only one such request. */
export const OPEN_STATUSES: readonly StatusCode[] = [
  'SUB',
  'PEN',
  'PRO',
  'AMEND',
  'AME-REQ',
  'PEN-AI',
];

/**
 * Whether a request in this status has been sent to the doctor: it has, unless it still waits for
 * the policyholder's authorisation (the statuses authorise-accept leaves from).
 */
export function hasReachedDoctor(status: StatusCode): boolean {
  return !TRANSITIONS.some((t) => t.event === 'authorise-accept' && t.from.includes(status));
}

/** Whether a request in this status waits for the doctor's details (the doctor's submit leaves it). */
export function waitsForDoctor(status: StatusCode): boolean {
  return findTransition(status, 'doctor-submit-non-panel', 'doctor') !== undefined;
}

export function isTerminal(status: StatusCode): boolean {
  return !OPEN_STATUSES.includes(status);
}

/** What the policyholder's list and review screens offer (specification 000 §4). */
export type PolicyholderAction =
  | 'resend'
  | 'resend-office'
  | 'resend-authorisation'
  | 'authorise'
  | 'amend'
  | 'cancel'
  | 'certificate'
  | 'view';

const EVENT_ACTIONS: Partial<Record<LifecycleEvent, PolicyholderAction>> = {
  resend: 'resend',
  'resend-office-link': 'resend-office',
  'resend-authorisation-link': 'resend-authorisation',
  'authorise-accept': 'authorise',
  amend: 'amend',
  cancel: 'cancel',
};

/**
 * Derived from the table, so the screen never offers what the server would refuse. The agent uses
 * the policyholder's list and review screens, with the actions the table gives it.
 */
export function policyholderActions(
  status: StatusCode,
  actor: Actor = 'policy-holder',
): PolicyholderAction[] {
  const actions = TRANSITIONS.flatMap((t) => {
    const action = EVENT_ACTIONS[t.event];
    return action && t.from.includes(status) && t.by.includes(actor) ? [action] : [];
  });
  if (status === 'APP') actions.push('certificate');
  actions.push('view');
  return actions;
}
