import type { NotifiedParty } from '@preauth/shared';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import { requestEvents } from '../../../core/db/schema';

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
