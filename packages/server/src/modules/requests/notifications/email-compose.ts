import type { InsurerContact } from '@preauth/shared';
import { emailBody, type Line } from '../../../core/mail/email-body';
import type { EmailMessage } from '../../../core/mail/outbox';

/** The request an email is about, as every request email names it. */
export interface RequestNaming {
  paId: string;
  erefNo: string;
  patientName: string;
  insurerName: string;
}

/** The request with what its insurer's policy has the emails say: its window, its contact. */
export interface RequestRef extends RequestNaming {
  /** The insurer's response window in calendar days (its policy): the link holders' time. */
  responseWindowDays: number;
  /** Whom the insurer's emails name for questions (its policy); null: the insurer by name. */
  insurerContact: InsurerContact | null;
}

export function compose(
  ref: RequestNaming,
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

/** "3 calendar days": the request's insurer's response window. */
export const windowOf = (ref: RequestRef) => `${ref.responseWindowDays} calendar days`;

/**
 * Whom to contact about the request: the insurer's contact when its policy names one ("Jane Tan
 * at +65 6123 4567 or claims@insurer.sg, Mon–Fri 9am–6pm"), else the insurer by name.
 */
export function contactOf(ref: RequestRef): string {
  const contact = ref.insurerContact;
  if (!contact) return ref.insurerName;
  return `${contact.name} at ${contact.phone} or ${contact.email} (${contact.hours})`;
}
export const about = (ref: RequestNaming) =>
  `pre-authorisation request ${ref.erefNo} for ${ref.patientName}`;
