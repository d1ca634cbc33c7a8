import type { AdjudicationDigestSent } from '@preauth/shared';
import { eq } from 'drizzle-orm';
import { userActor, writeAudit } from '../../../core/audit/audit-log';
import * as t from '../../../core/db/schema';
import type { AppDeps, AuthenticatedUser, CallerContext } from '../../../core/http/context';
import { createIdempotency, type IdempotentCall } from '../../../core/http/idempotency';
import { digestOf, queueDigestEmail } from './adjudicator-digest';
import type { QueueCaller } from './queue.statement';

/**
 * Emails the adjudicator their digest now, even with nothing in it (they asked): the email is
 * queued in the transaction that audits it with its counts. A retry with the same Idempotency-Key
 * (a double click) answers the first call's answer and sends nothing more. The morning digest is
 * another email, sent whatever was asked for before it.
 */
export async function emailDigestNow(
  deps: AppDeps,
  user: AuthenticatedUser,
  queueCaller: QueueCaller,
  call: IdempotentCall | null,
  caller: CallerContext,
): Promise<AdjudicationDigestSent> {
  return createIdempotency(deps).once(call, async (inTransaction) => {
    const [recipient] = await deps.db
      .select({ id: t.users.id, name: t.users.name, email: t.users.email })
      .from(t.users)
      .where(eq(t.users.id, user.userId));
    const digest = await digestOf(deps.db, queueCaller);
    const counts = { overdue: digest.overdue.total, dueToday: digest.dueToday.total };
    return inTransaction(async (tx) => {
      await queueDigestEmail(tx, deps.config.publicUrl, recipient!, digest, queueCaller.now);
      await writeAudit(tx, {
        ...userActor(user, caller),
        action: 'queue.digest-emailed',
        details: counts,
        occurredAt: queueCaller.now,
      });
      return counts;
    });
  });
}
