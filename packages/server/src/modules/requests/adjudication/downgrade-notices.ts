import { decisionDueAt } from '@preauth/shared';
import type { Executor } from '../../../core/db/database';
import { enqueueEmail } from '../../../core/mail/outbox';
import { insurerPolicy } from '../lifecycle/insurer-policy.repository';
import { findInsurer, type RequestRow } from '../lifecycle/request.repository';
import { requestRefOf } from '../notifications/insurer-ready-notice';
import {
  consultantEmails,
  doctorAddress,
  policyholderNewsAddresses,
} from '../notifications/recipients.repository';
import { urgencyDowngradedEmail } from '../notifications/urgency-emails';
import { holidayDates } from './holidays.repository';

/** The agent (the request's consultants) or the doctor who marked the request urgent. */
async function markerAddresses(tx: Executor, row: RequestRow): Promise<string[]> {
  if (row.urgentMarkedBy === 'insurance-agent') return consultantEmails(tx, row);
  if (row.urgentMarkedBy === 'doctor') return [doctorAddress(row)];
  return [];
}

/**
 * The downgrade's emails, in its transaction: the policyholder (and the request's contact email), and the agent or doctor who marked
 * the request urgent, with the reason and, while the request is in Processing, when a decision is
 * now due on the standard clock.
 */
export async function sendDowngradeNotices(
  tx: Executor,
  row: RequestRow,
  reason: string,
  now: Date,
): Promise<void> {
  const insurer = await findInsurer(tx, row.insurerId);
  const policy = await insurerPolicy(tx, row.insurerId);
  const ref = requestRefOf(row, insurer.name, policy);
  const dueAt =
    row.statusCode === 'PRO'
      ? decisionDueAt(row.statusChangedAt, false, policy, await holidayDates(tx, row.insurerId))
      : null;
  const recipients = new Set([
    ...policyholderNewsAddresses(row.policyholderEmail, row.patientEmail),
    ...(await markerAddresses(tx, row)),
  ]);
  for (const recipient of recipients) {
    await enqueueEmail(tx, urgencyDowngradedEmail(ref, recipient, reason, dueAt), now);
  }
}
