import { hasReachedDoctor, type RequestDetail } from '@preauth/shared';
import type { RequestCommand } from './api/put-request-command';

/**
 * The texts of the resend, cancel and amend screens (000 §2.7). The field messages are the shared
 * schemas' (000 §5); the specification gives no wording for the rest, so these are ours.
 */
export type CommandScreenTexts = {
  title: string;
  /** The body field (000 §7) and how it is asked; null when the command takes none. */
  field: 'doctorEmail' | 'cancelReason' | 'amendReason' | null;
  label: string;
  /** Under the field, by the request: its insurer's policy (the response window), its status. */
  hint: (request: Pick<RequestDetail, 'requestPolicy' | 'statusCode'>) => string;
  /** The ConfirmDialog's question. */
  confirm: string;
  /** Past participle, for "… cannot be {done}". */
  done: string;
};

export const COMMAND_TEXTS: Record<RequestCommand, CommandScreenTexts> = {
  resend: {
    title: 'Resend Request',
    field: 'doctorEmail',
    label: "Doctor's email address",
    hint: ({ requestPolicy: { responseWindowDays } }) =>
      `The request is emailed to the doctor at this address. The doctor then has ${responseWindowDays} calendar days to respond.`,
    confirm: 'Do you want to resend this request to the doctor?',
    done: 'resent',
  },
  // The office's link is lost or locked after five wrong identity checks (issue 25).
  'resend-office': {
    title: 'Resend to Business Office',
    field: null,
    label: '',
    hint: ({ requestPolicy: { responseWindowDays } }) =>
      `The hospital's business office is emailed a new link; the link it had stops working. The office then has ${responseWindowDays} calendar days to confirm the fees.`,
    confirm: 'Do you want to send the business office a new link?',
    done: 'sent to the business office again',
  },
  'resend-authorisation': {
    title: 'Resend Authorisation Link',
    field: null,
    label: '',
    hint: ({ requestPolicy: { responseWindowDays } }) =>
      `The policyholder is emailed a new link to authorise the request; the link they had stops working. They then have ${responseWindowDays} calendar days to answer, and can also log in and authorise it from their dashboard.`,
    confirm: 'Do you want to send the policyholder a new authorisation link?',
    done: 'sent to the policyholder again',
  },
  cancel: {
    title: 'Cancel Request',
    field: 'cancelReason',
    label: 'Reason for cancelling',
    // A request still waiting for the policyholder's authorisation was never sent to a doctor.
    hint: ({ statusCode }) =>
      hasReachedDoctor(statusCode)
        ? 'The doctor is told to discard the request.'
        : "No doctor has been asked yet: the request is still waiting for the policyholder's authorisation. Its authorisation link stops working.",
    confirm: 'Do you want to cancel this request? This cannot be undone.',
    done: 'cancelled',
  },
  amend: {
    title: 'Amend Request',
    field: 'amendReason',
    label: 'Reason for amending',
    hint: () => 'The doctor is asked to update the request.',
    confirm: 'Do you want to amend this request?',
    done: 'amended',
  },
};

/**
 * Amending an approved request withdraws the approval (issue 24): the amend screen says so, and
 * its confirmation asks the user to accept it.
 */
export const AMEND_WITHDRAWS_APPROVAL =
  'This request is approved. Amending it withdraws the approval, and its certificate will no ' +
  'longer be valid.';

/** Why the screen shows no form: the request's status does not allow the command (000 §4). */
export const commandNotAllowed = (statusText: string, command: RequestCommand) =>
  `This request is ${statusText}, so it cannot be ${COMMAND_TEXTS[command].done}.`;

/** What happened when the command was refused because the request had changed meanwhile (409). */
export const commandOvertaken = (statusText: string, command: RequestCommand) =>
  `Nothing was ${COMMAND_TEXTS[command].done}: this request had just been changed elsewhere ` +
  `(in another tab, or by someone else). It is now ${statusText}.`;
