import { RESEND_POLICY, type LifecycleEvent } from '@preauth/shared';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import { auditLog } from '../../../core/db/schema';
import { secondsUntil } from '../../../core/security/clock';
import { TooManyRequestsError } from '../../../core/http/errors';

/** How often one request may see an event: a gap after each, and a cap an hour. */
interface Pace {
  gapSeconds: number;
  maxPerHour: number;
  /** The refusals' wording, with the wait in whole seconds or minutes. */
  tooSoon: (seconds: number) => string;
  tooMany: (minutes: number) => string;
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/**
 * The events that mail an address the caller types (and the office's new link), paced per request so a request cannot be used
 * to mail anyone over and over. Their history is the audit log's `request.{event}` entries, which
 * the engine writes in the event's own transaction.
 */
const PACED_EVENTS: Partial<Record<LifecycleEvent, Pace>> = {
  resend: {
    ...RESEND_POLICY,
    tooSoon: (seconds) =>
      `This request was sent to the doctor moments ago. Please wait ${plural(seconds, 'second')} before sending it again.`,
    tooMany: (minutes) =>
      `This request has been sent to the doctor ${RESEND_POLICY.maxPerHour} times in the last hour. Please try again in ${plural(minutes, 'minute')}.`,
  },
  // The office's address is the hospital's, not typed; paced alike so no one floods it.
  'resend-office-link': {
    ...RESEND_POLICY,
    tooSoon: (seconds) =>
      `A new link was sent to the business office moments ago. Please wait ${plural(seconds, 'second')} before sending another.`,
    tooMany: (minutes) =>
      `The business office has been sent a new link ${RESEND_POLICY.maxPerHour} times in the last hour. Please try again in ${plural(minutes, 'minute')}.`,
  },
  'resend-authorisation-link': {
    ...RESEND_POLICY,
    tooSoon: (seconds) =>
      `A new link was sent to the policyholder moments ago. Please wait ${plural(seconds, 'second')} before sending another.`,
    tooMany: (minutes) =>
      `The policyholder has been sent a new link ${RESEND_POLICY.maxPerHour} times in the last hour. Please try again in ${plural(minutes, 'minute')}.`,
  },
};

const HOUR_MS = 60 * 60 * 1000;

/** The event came too soon after the last one, or too often this hour: 429 with Retry-After. */
export class EventPacedError extends TooManyRequestsError {
  constructor(
    readonly reason: 'too-soon' | 'too-many',
    message: string,
    retryAfterSeconds: number,
  ) {
    super('RATE_LIMITED', message, retryAfterSeconds);
  }
}

/**
 * Refuses a paced event within its gap after the request's last one, or past its hourly cap (the
 * longer wait when both apply). Run inside the event's transaction, before its version-checked
 * update: an earlier event of the request that committed before this one was read is counted
 * here, and one that commits later changes the version, so this one fails with REQUEST_CHANGED.
 * Either way parallel events cannot pass the cap.
 */
export async function checkEventPace(
  tx: Executor,
  paId: string,
  event: LifecycleEvent,
  now: Date,
): Promise<void> {
  const pace = PACED_EVENTS[event];
  if (!pace) return;
  const lastHour = await tx
    .select({ at: auditLog.occurredAt })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.paId, paId),
        eq(auditLog.action, `request.${event}`),
        gt(auditLog.occurredAt, new Date(now.getTime() - HOUR_MS)),
      ),
    )
    .orderBy(desc(auditLog.occurredAt))
    .limit(pace.maxPerHour);
  const oldestCounted = lastHour[pace.maxPerHour - 1];
  if (oldestCounted) {
    const seconds = secondsUntil(new Date(oldestCounted.at.getTime() + HOUR_MS), now, 1);
    throw new EventPacedError('too-many', pace.tooMany(Math.ceil(seconds / 60)), seconds);
  }
  const newest = lastHour[0];
  if (newest && newest.at.getTime() + pace.gapSeconds * 1000 > now.getTime()) {
    const seconds = secondsUntil(new Date(newest.at.getTime() + pace.gapSeconds * 1000), now, 1);
    throw new EventPacedError('too-soon', pace.tooSoon(seconds), seconds);
  }
}
