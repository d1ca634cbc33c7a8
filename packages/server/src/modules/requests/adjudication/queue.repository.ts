import {
  STATUS_CODES,
  type AdjudicationQueue,
  type AdjudicationQueueCounts,
  type AdjudicationQueueParams,
} from '@preauth/shared';
import type { Executor } from '../../../core/db/database';
import { holdOf } from './case-holds.repository';
import { decisionDue } from './decision-due';
import { receivedRangeForDue } from './queue-bounds';
import { countStatements, queueStatements, type QueueCaller } from './queue.statement';

/**
 * One page of the queue with its total: earliest PRO-since first (the earliest due, as the
 * deadline moves with it), erefNo breaking ties, which the queue's index gives in order.
 */
export async function listQueue(
  db: Executor,
  q: AdjudicationQueueParams,
  caller: QueueCaller,
): Promise<AdjudicationQueue> {
  const { page, totalAlone, values } = queueStatements(db, q, caller);
  const rows = await page.execute({ ...values, offset: q.offset, limit: q.limit });
  const list = rows.map(
    ({ total: _, holdAdjudicatorId, holdAdjudicatorName, holdTakenAt, holdExpiresAt, ...row }) => ({
      ...row,
      receivedAt: row.receivedAt.toISOString(),
      due: decisionDue(row.statusCode, row.receivedAt, caller.holidays, caller.now),
      hold: holdOf(
        holdAdjudicatorId && holdTakenAt && holdExpiresAt
          ? {
              adjudicatorId: holdAdjudicatorId,
              adjudicatorName: holdAdjudicatorName ?? '',
              takenAt: holdTakenAt,
              expiresAt: holdExpiresAt,
            }
          : null,
        caller.userId,
      ),
    }),
  );
  return {
    list,
    // An empty page carries no total: none match, or the page lies past the last one.
    total: rows[0]?.total ?? (q.offset > 0 ? (await totalAlone.execute(values))[0]!.total : 0),
  };
}

/** The insurer's requests per status (every status, zero included) and the overdue ones in PRO. */
export async function queueCounts(
  db: Executor,
  caller: QueueCaller,
): Promise<AdjudicationQueueCounts> {
  const overdueUntil = receivedRangeForDue('overdue', 1, caller.holidays, caller.now).until!;
  const { perStatus, overdue } = countStatements(db);
  const [statuses, [late]] = await Promise.all([
    perStatus.execute({ insurerId: caller.insurerId }),
    overdue.execute({ insurerId: caller.insurerId, overdueUntil }),
  ]);
  const byStatus = new Map(statuses.map((row) => [row.statusCode, row.total]));
  return {
    statuses: STATUS_CODES.map((statusCode) => ({
      statusCode,
      total: byStatus.get(statusCode) ?? 0,
    })),
    overdue: late?.total ?? 0,
  };
}
