import { submittedLinkMessage, type LifecycleEvent, type SubmittingRole } from '@preauth/shared';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import { requestEvents } from '../../../core/db/schema';
import { linkEndedAt, type LinkState, type LinkTokenInContext } from './link-tokens';

/** The events by which each submitting holder's step is done through its link. */
const SUBMITS: Record<SubmittingRole, LifecycleEvent[]> = {
  doctor: ['doctor-submit-panel', 'doctor-submit-non-panel'],
  'business-office': ['business-office-submit'],
};

const isSubmittingRole = (role: string): role is SubmittingRole => role in SUBMITS;

/**
 * When the link's holder submitted through it (the event names the link token as its actor), or
 * null: a link of another role, or one that ended without its holder's submit.
 */
export async function submittedThrough(
  db: Executor,
  found: LinkTokenInContext,
): Promise<{ role: SubmittingRole; at: Date } | null> {
  const { role } = found.link;
  if (!isSubmittingRole(role)) return null;
  const [event] = await db
    .select({ at: requestEvents.occurredAt })
    .from(requestEvents)
    .where(
      and(
        eq(requestEvents.paId, found.link.paId),
        eq(requestEvents.actorId, found.link.id),
        inArray(requestEvents.event, SUBMITS[role]),
      ),
    )
    .orderBy(desc(requestEvents.id))
    .limit(1);
  return event ? { role, at: event.at } : null;
}

/** "This request was already submitted on … by …", with what follows from its status now. */
export const submittedMessageOf = (
  found: LinkTokenInContext,
  submitted: { role: SubmittingRole; at: Date },
) => submittedLinkMessage(submitted.role, submitted.at, found.doctorName, found.requestStatus);

/**
 * A re-visit: a session opened after its link ended, which only the identity check of a submitted
 * link opens (record 082). It may verify its PIN and download the LIA form, nothing else.
 */
export function isRevisit(state: LinkState, sessionCreatedAt: Date): boolean {
  const endedAt = linkEndedAt(state);
  return !!endedAt && !state.link.lockedAt && sessionCreatedAt > endedAt;
}
