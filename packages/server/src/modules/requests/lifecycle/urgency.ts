import type { URGENCY_MARKERS, Urgency } from '@preauth/shared';
import { and, eq, isNull, not } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import * as t from '../../../core/db/schema';
import type { RequestRow } from './request.repository';

const r = t.paRequests;

/** Who may mark a request urgent: its raiser (policyholder, agent, the patient) or its doctor. */
export type UrgencyMarker = (typeof URGENCY_MARKERS)[number];

type UrgencyColumns = Pick<
  RequestRow,
  | 'urgent'
  | 'urgentReason'
  | 'urgentMarkedBy'
  | 'urgentMarkedAt'
  | 'downgradedAt'
  | 'downgradeReason'
>;

/** A request's urgency as its readers see it (queue, case, review); null if never marked. */
export function urgencyOf(row: UrgencyColumns): Urgency | null {
  const { urgentReason, urgentMarkedBy, urgentMarkedAt } = row;
  if (!urgentReason || !urgentMarkedAt) return null;
  return {
    urgent: row.urgent,
    reason: urgentReason,
    markedBy: urgentMarkedBy as UrgencyMarker,
    markedAt: urgentMarkedAt.toISOString(),
    downgradedAt: row.downgradedAt?.toISOString() ?? null,
    downgradeReason: row.downgradeReason,
  };
}

/** The new request's columns for its raiser's mark (none when it is not urgent). */
export function urgentMarkColumns(
  mark: { urgent: boolean; urgentReason: string | null },
  markedBy: UrgencyMarker,
  now: Date,
): Partial<UrgencyColumns> {
  if (!mark.urgent || !mark.urgentReason) return {};
  return {
    urgent: true,
    urgentReason: mark.urgentReason,
    urgentMarkedBy: markedBy,
    urgentMarkedAt: now,
  };
}

/**
 * Marks a standard request urgent (the doctor's submit): only one never marked, so the doctor
 * cannot un-mark an urgent one nor undo the insurer's downgrade. True when it marked it.
 */
export async function markUrgent(
  tx: Executor,
  paId: string,
  reason: string,
  markedBy: UrgencyMarker,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(r)
    .set({ urgent: true, urgentReason: reason, urgentMarkedBy: markedBy, urgentMarkedAt: now })
    .where(and(eq(r.id, paId), not(r.urgent), isNull(r.urgentMarkedAt)))
    .returning({ id: r.id });
  return rows.length > 0;
}

/**
 * Treats an urgent request as standard (the insurer's downgrade), keeping its mark. Null when it
 * is not urgent any more (another adjudicator downgraded it first).
 */
export async function downgradeUrgency(
  tx: Executor,
  paId: string,
  by: { userId: string; reason: string },
  now: Date,
): Promise<RequestRow | null> {
  const [row] = await tx
    .update(r)
    .set({ urgent: false, downgradedAt: now, downgradedBy: by.userId, downgradeReason: by.reason })
    .where(and(eq(r.id, paId), eq(r.urgent, true)))
    .returning();
  return row ?? null;
}
