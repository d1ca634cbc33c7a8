import { PAGE_PATHS } from '@preauth/shared';
import type { Executor } from '../../../core/db/database';
import { emailBody } from '../../../core/mail/email-body';
import { enqueueEmail } from '../../../core/mail/outbox';

export const CASE_ASSIGNED_SUBJECT = (erefNo: string) => `Case ${erefNo} has been assigned to you`;

/**
 * Tells the colleague a case was assigned to them, queued in the assignment's transaction (a
 * refused or rolled-back assignment sends nothing). The note is not in the email: it is internal
 * and stays on the case page, behind the login.
 */
export function queueCaseAssignedEmail(
  tx: Executor,
  publicUrl: string,
  assignment: {
    paId: string;
    erefNo: string;
    to: { name: string; email: string };
    byName: string;
    withNote: boolean;
    until: string;
  },
  now: Date,
) {
  const { paId, erefNo, to, byName, withNote, until } = assignment;
  const lines = [
    `Dear ${to.name},`,
    `${byName} has assigned case ${erefNo} to you. It is held for you until ${until} (Singapore time).`,
    withNote
      ? 'They left you a note, which you can read on the case page:'
      : 'You can open it on the case page:',
    { href: `${publicUrl}${PAGE_PATHS.adjudicationCase.replace(':id', paId)}` },
  ];
  return enqueueEmail(
    tx,
    {
      paId,
      kind: 'case-assigned',
      recipient: to.email,
      subject: CASE_ASSIGNED_SUBJECT(erefNo),
      ...emailBody(lines),
    },
    now,
  );
}
