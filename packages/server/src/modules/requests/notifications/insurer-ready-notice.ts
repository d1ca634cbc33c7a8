import { and, desc, eq, lte } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import * as t from '../../../core/db/schema';
import { enqueueEmail } from '../../../core/mail/outbox';
import { findInsurer, type RequestRow } from '../lifecycle/request.repository';
import { officeTotalBill } from '../submissions/office-fees.repository';
import {
  insurerDoctorSubmittedEmail,
  insurerOfficeSubmittedEmail,
  type RequestRef,
} from './request-emails';

const v = t.decisionRuleVersions;

/** How the emails name the request. */
export const requestRefOf = (row: RequestRow, insurerName: string): RequestRef => ({
  paId: row.id,
  erefNo: row.erefNo,
  patientName: row.patientName,
  insurerName,
});

/**
 * Whether the insurer's "ready for your decision" email of a request that reached Processing at
 * `at` is the straight-through sweep's to send (only when its evaluation does not approve): the
 * insurer's rule version in force then, the latest published by then, has straight-through on.
 * The transition asks at its own time and the sweep at the request's status time, the same
 * instant, so exactly one of them sends it.
 */
export async function readyNoticeDeferred(
  db: Executor,
  insurerId: string,
  at: Date,
): Promise<boolean> {
  const [version] = await db
    .select({ straightThrough: v.straightThrough })
    .from(v)
    .where(and(eq(v.insurerId, insurerId), lte(v.publishedAt, at)))
    .orderBy(desc(v.version))
    .limit(1);
  return version?.straightThrough ?? false;
}

/**
 * The "ready for your decision" email the sweep sends, in its transaction, for a request it
 * evaluated and did not approve: worded for the business office's confirmation when the office
 * answered, else for the doctor's submission. None without the insurer's notification address.
 */
export async function sendDeferredReadyNotice(
  tx: Executor,
  row: RequestRow,
  now: Date,
): Promise<void> {
  const insurer = await findInsurer(tx, row.insurerId);
  if (!insurer.notificationEmail) return;
  const confirmedByOffice = (await officeTotalBill(tx, row.id)) !== null;
  const email = confirmedByOffice ? insurerOfficeSubmittedEmail : insurerDoctorSubmittedEmail;
  await enqueueEmail(tx, email(requestRefOf(row, insurer.name), insurer.notificationEmail), now);
}
