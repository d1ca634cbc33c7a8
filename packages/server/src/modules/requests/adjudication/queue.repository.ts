import {
  decisionDue,
  maskNric,
  STATUS_CODES,
  type AdjudicationQueue,
  type AdjudicationQueueCounts,
  type AdjudicationQueueParams,
} from '@preauth/shared';
import type { Executor } from '../../../core/db/database';
import { holdOf } from './case-holds.repository';
import { urgencyOf } from '../lifecycle/urgency';
import { receivedRangesForDue } from './queue-bounds';
import { latestDecisions } from './queue-decisions.repository';
import { countStatements, dueValues, queueStatements, type QueueCaller } from './queue.statement';

/**
 * One page of the queue with its total: urgent ones first, then earliest PRO-since first (the
 * earliest due on each clock, as the deadline moves with it), erefNo breaking ties, which the
 * queue's index gives in order.
 */
export async function listQueue(
  db: Executor,
  q: AdjudicationQueueParams,
  caller: QueueCaller,
): Promise<AdjudicationQueue> {
  const { page, totalAlone, values } = queueStatements(db, q, caller);
  const rows = await page.execute({ ...values, offset: q.offset, limit: q.limit });
  // A request in Processing is waiting for its decision: only the other lists show one.
  const decisions =
    q.statusCode === 'PRO'
      ? new Map()
      : await latestDecisions(
          db,
          rows.map((row) => row.paId),
        );
  const list = rows.map(
    ({
      total: _,
      holdAdjudicatorId,
      holdAdjudicatorName,
      holdTakenAt,
      holdExpiresAt,
      urgent,
      urgentReason,
      urgentMarkedBy,
      urgentMarkedAt,
      downgradedAt,
      downgradeReason,
      patientNric,
      ...row
    }) => ({
      ...row,
      patientNricMasked: maskNric(patientNric),
      decision: decisions.get(row.paId) ?? null,
      receivedAt: row.receivedAt.toISOString(),
      due: decisionDue({ ...row, urgent }, caller.clocks, caller.holidays, caller.now),
      urgency: urgencyOf({
        urgent,
        urgentReason,
        urgentMarkedBy,
        urgentMarkedAt,
        downgradedAt,
        downgradeReason,
      }),
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

/**
 * The insurer's requests per status (every status, zero included), and in PRO the overdue ones
 * (on each one's clock) and the urgent ones.
 */
export async function queueCounts(
  db: Executor,
  caller: QueueCaller,
): Promise<AdjudicationQueueCounts> {
  const { clocks, holidays, now } = caller;
  const overdueBounds = dueValues(
    receivedRangesForDue('overdue', 1, clocks, holidays, now)!,
    'overdue',
  );
  const { perStatus, inProcessing } = countStatements(db);
  const [statuses, [processing]] = await Promise.all([
    perStatus.execute({ insurerId: caller.insurerId }),
    inProcessing.execute({ insurerId: caller.insurerId, ...overdueBounds }),
  ]);
  const byStatus = new Map(statuses.map((row) => [row.statusCode, row.total]));
  return {
    statuses: STATUS_CODES.map((statusCode) => ({
      statusCode,
      total: byStatus.get(statusCode) ?? 0,
    })),
    overdue: processing?.overdue ?? 0,
    urgent: processing?.urgent ?? 0,
  };
}
