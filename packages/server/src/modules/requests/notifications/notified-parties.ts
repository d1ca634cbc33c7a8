import type { NotifiedParty } from '@preauth/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import { requestEvents } from '../../../core/db/schema';

/** The notifications consumer's name: its position, and its key in an event's `facts`. */
export const NOTIFICATIONS_CONSUMER = 'request-notifications';

/**
 * Who the creation of a request notified, as its event recorded (decided in the creation's
 * transaction, whenever the emails go): the answer to a retried create answered with its first
 * result.
 */
export async function notifiedAtCreation(db: Executor, paId: string): Promise<NotifiedParty[]> {
  const [created] = await db
    .select({ notified: requestEvents.notified })
    .from(requestEvents)
    .where(and(eq(requestEvents.paId, paId), eq(requestEvents.event, 'create')));
  return created?.notified ?? [];
}

/** One email of an event's recorded plan, as far as a later event reads it. */
interface RecordedNotice {
  email: string;
  occasion?: string;
  to: string;
  party: NotifiedParty;
}

/**
 * Who was sent the request's latest approval, as its event recorded (each address as it was, in
 * its order): the decision emails and the consultants' copies. Null when that approval has no
 * recorded plan (made before the notifications were a consumer, or by test or demo data).
 */
export async function approvalRecipients(
  db: Executor,
  paId: string,
): Promise<Pick<RecordedNotice, 'to' | 'party'>[] | null> {
  const [approval] = await db
    .select({ facts: requestEvents.facts })
    .from(requestEvents)
    .where(and(eq(requestEvents.paId, paId), eq(requestEvents.event, 'approve')))
    .orderBy(desc(requestEvents.id))
    .limit(1);
  const plan = approval?.facts?.[NOTIFICATIONS_CONSUMER] as
    { notices?: RecordedNotice[] } | undefined;
  if (!plan?.notices) return null;
  return plan.notices
    .filter(
      (notice) =>
        notice.email === 'decision' ||
        (notice.email === 'consultant-copy' && notice.occasion === 'approve'),
    )
    .map(({ to, party }) => ({ to, party }));
}
