import type { InsurerPolicy } from '@preauth/shared';
import { and, desc, eq, lte } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import * as t from '../../../core/db/schema';
import { enqueueEmail } from '../../../core/mail/outbox';
import { insurerPolicy } from '../lifecycle/insurer-policy.repository';
import { findInsurer, type RequestRow } from '../lifecycle/request.repository';
import type { UrgencyMarker } from '../lifecycle/urgency';
import {
  insurerDoctorSubmittedEmail,
  insurerOfficeSubmittedEmail,
  type RequestRef,
} from './request-emails';
import type { UrgentNote } from './urgency-emails';

const v = t.decisionRuleVersions;
const r = t.paRequests;

/** How the emails name the request, with its insurer's response window and contact. */
export const requestRefOf = (
  row: RequestRow,
  insurerName: string,
  policy: Pick<InsurerPolicy, 'responseWindowDays' | 'contact'>,
): RequestRef => ({
  paId: row.id,
  erefNo: row.erefNo,
  patientName: row.patientName,
  insurerName,
  responseWindowDays: policy.responseWindowDays,
  insurerContact: policy.contact,
});

/**
 * The request's urgency for the insurer's ready email, as it stands in `tx`: read again, since the
 * doctor's mark is written in the submit's transaction after the status moved. Null unless urgent
 * now, or unless `urgentThen` says it was urgent at the event the email is rendered for later (a
 * downgrade keeps the mark's reason and author).
 */
export async function urgentNoteOf(
  tx: Executor,
  request: Pick<RequestRow, 'id' | 'insurerId'>,
  urgentThen?: boolean,
): Promise<UrgentNote | null> {
  const [mark] = await tx
    .select({ urgent: r.urgent, reason: r.urgentReason, markedBy: r.urgentMarkedBy })
    .from(r)
    .where(eq(r.id, request.id));
  if (!(urgentThen ?? mark?.urgent) || !mark?.reason || !mark.markedBy) return null;
  const { urgentDecisionHours } = await insurerPolicy(tx, request.insurerId);
  return { markedBy: mark.markedBy as UrgencyMarker, reason: mark.reason, urgentDecisionHours };
}

/**
 * Whether the insurer's "ready for your decision" email of a request that reached Processing at
 * `at` is the straight-through consumer's to send (only when its evaluation does not approve): the
 * insurer's rule version in force then, the latest published by then, has straight-through on.
 * The transition asks at its own time and the consumer at the request's status time, the same
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
 * The "ready for your decision" email straight-through sends, in its transaction, for a request it
 * evaluated and did not approve: worded for the business office's confirmation when the office
 * answered (`confirmedByOffice`, of the submission evaluated), else for the doctor's submission.
 * None without the insurer's notification address.
 */
export async function sendDeferredReadyNotice(
  tx: Executor,
  row: RequestRow,
  now: Date,
  confirmedByOffice: boolean,
): Promise<void> {
  const insurer = await findInsurer(tx, row.insurerId);
  if (!insurer.notificationEmail) return;
  const email = confirmedByOffice ? insurerOfficeSubmittedEmail : insurerDoctorSubmittedEmail;
  const ref = requestRefOf(row, insurer.name, await insurerPolicy(tx, row.insurerId));
  const urgent = await urgentNoteOf(tx, row);
  await enqueueEmail(tx, email(ref, insurer.notificationEmail, urgent), now);
}
