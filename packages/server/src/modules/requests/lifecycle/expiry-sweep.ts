import { TRANSITIONS } from '@preauth/shared';
import { and, inArray, isNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { writeAudit } from '../../../core/audit/audit-log';
import type { Database } from '../../../core/db/database';
import * as t from '../../../core/db/schema';
import { periodicJob, type PeriodicJob } from '../../../core/jobs/periodic-job';
import type { Clock } from '../../../core/security/clock';
import { statusMove } from './request.repository';
import { RESPONSE_WINDOW_MS } from './response-window';

const r = t.paRequests;

/** The timer transitions of the lifecycle table (doctor, authorisation, business office). */
const EXPIRIES = TRANSITIONS.filter((transition) => transition.by.includes('system'));

/**
 * Expires every request whose response window (3 calendar days from `status_changed_at`) has
 * passed, one transaction per timer transition: a conditional UPDATE (still in a waiting status,
 * still past its window), then the history, the revoked links and the audit. Safe with any number
 * of processes: a row another sweep or a command moved first no longer matches the UPDATE. A
 * sweep missed while the server was down catches up on the next round. Answers the count.
 */
export async function sweepExpiredRequests(db: Database, now: Date): Promise<number> {
  const deadline = new Date(now.getTime() - RESPONSE_WINDOW_MS);
  let expired = 0;
  for (const { event, from, to } of EXPIRIES) {
    if (!to) continue;
    expired += await db.transaction(async (tx) => {
      const rows = await tx
        .update(r)
        .set(statusMove(to, now))
        .where(and(inArray(r.statusCode, [...from]), lte(r.statusChangedAt, deadline)))
        .returning({ id: r.id, insurerId: r.insurerId, erefNo: r.erefNo });
      if (rows.length === 0) return 0;
      const ids = rows.map((row) => row.id);
      await tx.insert(t.paStatusHistory).values(
        ids.map((paId) => ({
          paId,
          statusCode: to,
          actorType: 'system' as const,
          createdAt: now,
        })),
      );
      await tx
        .update(t.linkTokens)
        .set({ revokedAt: now })
        .where(and(inArray(t.linkTokens.paId, ids), isNull(t.linkTokens.revokedAt)));
      for (const row of rows) {
        await writeAudit(tx, {
          action: `request.${event}`,
          actorType: 'system',
          insurerId: row.insurerId,
          paId: row.id,
          details: { erefNo: row.erefNo, to },
          occurredAt: now,
        });
      }
      return rows.length;
    });
  }
  return expired;
}

/** The sweep every `intervalMs`, started beside the outbox worker. */
export function createRequestTimers(deps: {
  db: Database;
  clock: Clock;
  logger?: Pick<FastifyBaseLogger, 'info' | 'error'>;
}): PeriodicJob {
  return periodicJob(
    async () => {
      const expired = await sweepExpiredRequests(deps.db, deps.clock.now());
      if (expired > 0) deps.logger?.info({ expired }, 'requests expired');
    },
    (error) => deps.logger?.error({ err: error }, 'request expiry sweep failed'),
  );
}
