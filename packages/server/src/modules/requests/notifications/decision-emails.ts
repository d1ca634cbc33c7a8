import { PAYMENT_GUARANTEE_NOTE, formatMoney, type DecisionOutcome } from '@preauth/shared';
import type { EmailMessage } from '../../../core/mail/outbox';
import { about, compose, contactOf, windowOf, type RequestRef } from './email-compose';

/** What an insurer's decision emails say, read from the decision (lifecycle/decision-records). */
export interface DecisionNews {
  outcome: DecisionOutcome;
  /** An approval's total, and the total bill requested. */
  approvedTotal: string | null;
  requestedTotal: string | null;
  /** An approval lowered at least one fee. */
  reduced: boolean;
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

function decisionLines(ref: RequestRef, audience: DecisionAudience, news: DecisionNews): string[] {
  const toPolicyholder = audience === 'policyholder';
  switch (news.outcome) {
    case 'approve':
      return [
        `${ref.insurerName} has approved ${about(ref)}.`,
        ...approvedAmountLines(news),
        ...(toPolicyholder && news.conditions ? [`Conditions: ${news.conditions}`] : []),
        toPolicyholder
          ? "You can download the certificate from the request's page in the portal."
          : 'The policyholder can download the certificate from the portal. Nothing more is needed from you.',
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
 * the others learn the outcome and the coded reason.
 */
export function decisionEmail(
  ref: RequestRef,
  recipient: string,
  audience: DecisionAudience,
  news: DecisionNews,
): EmailMessage {
  return compose(
    ref,
    DECISION_KIND[audience],
    recipient,
    DECISION_SUBJECT[news.outcome],
    decisionLines(ref, audience, news),
  );
}
