import { and, eq, max } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import * as t from '../../../core/db/schema';

const h = t.paStatusHistory;

/** When the request last became APP, from its status history; null when the history lacks it. */
export async function approvedAt(db: Executor, paId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(h.createdAt) })
    .from(h)
    .where(and(eq(h.paId, paId), eq(h.statusCode, 'APP')));
  return row?.at ?? null;
}
