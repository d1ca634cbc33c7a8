import { PAYMENT_GUARANTEE_NOTE, formatMoney, type DecisionOutcome } from '@preauth/shared';
import type { EmailMessage } from '../../../core/mail/outbox';
import { about, compose, contactOf, windowOf, type RequestRef } from './email-compose';

/**
 * The attachment kind of an approval's certificate (`AttachmentRef`, by the decision's id), drawn
 * by the certificate flow when the email is sent (docs/decisions/078-the-approval-delivered-and-its-void-notices.md).
 */
export const CERTIFICATE_ATTACHMENT = 'certificate';

/** One fee of an approval, as its emails list it. */
export interface ApprovedLine {
  /** "Surgeon fee, SA701K" (`approvedFeeName`). */
  name: string;
  /** The procedure's TOSP code or the other fee's code. */
  itemCode: string | null;
  surgeon: boolean;
  requested: string;
  approved: string;
  /** The reduction's reason, "label (code)"; null when approved as requested. */
  reason: string | null;
}

/** What an insurer's decision emails say, read from the decision (lifecycle/decision-records). */
export interface DecisionNews {
  /** The decision's id: an approval's certificate is attached by it. */
  decisionId: string;
  outcome: DecisionOutcome;
  /** An approval's total, and the total bill requested. */
  approvedTotal: string | null;
  requestedTotal: string | null;
  /** An approval lowered at least one fee. */
  reduced: boolean;
  /** An approval's every fee, in the decision's order; empty for other decisions. */
  lines: ApprovedLine[];
  conditions: string | null;
  /** A rejection's coded reason. */
  reasonLabel: string | null;
  /** A rejection's text for the policyholder. */
  reasonText: string | null;
}

/** Who a decision email is for; the doctor's link for an amendment is `doctorLinkEmail`. */
export type DecisionAudience = 'policyholder' | 'doctor' | 'business-office';

const DECISION_KIND: Record<DecisionAudience, string> = {
  policyholder: 'policyholder-copy',
  doctor: 'doctor-decision',
  'business-office': 'business-office-copy',
};

const DECISION_SUBJECT: Record<DecisionOutcome, string> = {
  approve: 'Pre-authorisation request approved',
  reject: 'Pre-authorisation request not approved',
  'request-amendment': 'Changes requested to pre-authorisation request',
};

/** An approval's amount, and whether it is all that was requested. */
function approvedAmountLines(news: DecisionNews): string[] {
  const approved = formatMoney(news.approvedTotal);
  if (!approved) return [];
  if (!news.reduced) return [`The approved amount is ${approved}, the full amount requested.`];
  return [
    `The approved amount is ${approved}; the amount requested was ${formatMoney(news.requestedTotal)}.`,
    'Some fees were approved at less than requested. The certificate lists each approved amount with the reason.',
  ];
}

/** "Surgeon fee, SA701K: S$ 3,500.00 of S$ 3,800.00 requested (reason)", or "as requested". */
function lineText(line: ApprovedLine): string {
  const approved = formatMoney(line.approved);
  if (!line.reason) return `${line.name}: ${approved}, as requested.`;
  return `${line.name}: ${approved} of ${formatMoney(line.requested)} requested. Reason: ${line.reason}.`;
}

/** To the doctor, who is the surgeon: whether, and why, a surgeon fee was lowered. */
function surgeonLines(news: DecisionNews): string[] {
  const lowered = news.lines.filter((line) => line.surgeon && line.reason);
  if (lowered.length === 0) return ['Your surgeon fees were approved as requested.'];
  return lowered.map(
    (line) =>
      `Your surgeon fee${line.itemCode ? ` for ${line.itemCode}` : ''} was lowered from ` +
      `${formatMoney(line.requested)} to ${formatMoney(line.approved)}. Reason: ${line.reason}.`,
  );
}

/**
 * To the doctor's clinic or the hospital's business office, who admit and bill against it: the
 * certificate attached, every approved amount and reason, the conditions.
 */
function approvalForProviders(ref: RequestRef, audience: DecisionAudience, news: DecisionNews) {
  const toDoctor = audience === 'doctor';
  return [
    `${ref.insurerName} has approved ${about(ref)}.`,
    toDoctor
      ? 'The approval certificate is attached: the hospital admits the patient against it, within the approved amounts below.'
      : 'You can admit the patient against the attached approval certificate, within the approved amounts below.',
    ...approvedAmountLines(news),
    ...(toDoctor && news.lines.length > 0 ? surgeonLines(news) : []),
    ...(news.lines.length > 0 ? ['Approved amounts:', ...news.lines.map(lineText)] : []),
    ...(news.conditions ? [`Conditions: ${news.conditions}`] : []),
    PAYMENT_GUARANTEE_NOTE,
  ];
}

function decisionLines(ref: RequestRef, audience: DecisionAudience, news: DecisionNews): string[] {
  const toPolicyholder = audience === 'policyholder';
  switch (news.outcome) {
    case 'approve':
      if (!toPolicyholder) return approvalForProviders(ref, audience, news);
      return [
        `${ref.insurerName} has approved ${about(ref)}.`,
        ...approvedAmountLines(news),
        ...(news.conditions ? [`Conditions: ${news.conditions}`] : []),
        "You can download the certificate from the request's page in the portal.",
        PAYMENT_GUARANTEE_NOTE,
      ];
    case 'reject':
      return [
        `${ref.insurerName} has not approved ${about(ref)}.`,
        ...(news.reasonLabel ? [`Reason: ${news.reasonLabel}.`] : []),
        ...(toPolicyholder && news.reasonText ? [news.reasonText] : []),
        toPolicyholder
          ? `You can see the decision on the request's page in the portal. If you have questions about it, please contact ${contactOf(ref)}.`
          : 'Nothing more is needed from you for this request.',
      ];
    case 'request-amendment':
      return toPolicyholder
        ? [
            `${ref.insurerName} has asked the doctor to change ${about(ref)} before it decides.`,
            `The doctor has been sent a new link and has ${windowOf(ref)} to send the request again. You can see what must change on the request's page in the portal, and send it to the doctor again from there if needed.`,
          ]
        : [
            `${ref.insurerName} has asked the doctor to change ${about(ref)} before it decides.`,
            'The doctor will submit the details again; you will then receive a new link to check the fees.',
          ];
  }
}

/**
 * To the policyholder, the doctor or a panel hospital's business office: the insurer's decision.
 * A rejection's text (written by the insurer for the policyholder) goes to the policyholder only;
 * the others learn the outcome and the coded reason. An approval to the doctor or the office carries
 * the certificate (`CERTIFICATE_ATTACHMENT`), drawn when the email is sent.
 */
export function decisionEmail(
  ref: RequestRef,
  recipient: string,
  audience: DecisionAudience,
  news: DecisionNews,
): EmailMessage {
  const email = compose(
    ref,
    DECISION_KIND[audience],
    recipient,
    DECISION_SUBJECT[news.outcome],
    decisionLines(ref, audience, news),
  );
  if (news.outcome !== 'approve' || audience === 'policyholder') return email;
  return { ...email, attachments: [{ kind: CERTIFICATE_ATTACHMENT, ref: news.decisionId }] };
}
