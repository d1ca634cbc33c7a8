import { REQUEST_TIMINGS } from '@preauth/shared';
import { emailBody, type Line } from '../../../core/mail/email-body';
import type { EmailMessage } from '../../../core/mail/outbox';

/** The request an email is about, as every request email names it. */
export interface RequestRef {
  paId: string;
  erefNo: string;
  patientName: string;
  insurerName: string;
}

export function compose(
  ref: RequestRef,
  kind: string,
  recipient: string,
  subject: string,
  lines: Line[],
  /** Lines (or links) that are secrets, scrubbed from the outbox once the email has gone. */
  secrets?: string[],
): EmailMessage {
  const { html, text } = emailBody(lines);
  return {
    paId: ref.paId,
    kind,
    recipient,
    subject: `${subject}: ${ref.erefNo}`,
    html,
    text,
    ...(secrets ? { secrets } : {}),
  };
}

export const days = REQUEST_TIMINGS.responseWindowDays;
export const about = (ref: RequestRef) =>
  `pre-authorisation request ${ref.erefNo} for ${ref.patientName}`;
