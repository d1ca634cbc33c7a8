import {
  decisionDue,
  maskNric,
  QUEUE_COUNT_STEP,
  STATUS_CODES,
  type AdjudicationQueue,
  type AdjudicationQueueCounts,
  type AdjudicationQueueParams,
} from '@preauth/shared';
import type { Executor } from '../../../core/db/database';
import { holdOf } from './case-holds.repository';
import { urgencyOf } from '../lifecycle/urgency';
import { receivedRangesForDue } from './queue-bounds';
import { countStatements } from './queue-counts.statement';
import { dueValues } from './queue-conditions';
import { queueStatements, type QueueCaller } from './queue.statement';

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
  const { page, totalAlone, values, countLimit } = queueStatements(db, q, caller);
  const rows = await page.execute({ ...values, offset: q.offset, limit: q.limit });
  // Each field named rather than the row's rest spread: object rest cost more CPU than the
  // rest of the page's JavaScript (decision 012, issue 27).
  const list = rows.map((row) => ({
    paId: row.paId,
    erefNo: row.erefNo,
    statusCode: row.statusCode,
    patientName: row.patientName,
    policyHolderName: row.policyHolderName,
    patientNricMasked: maskNric(row.patientNric),
    policyNumber: row.policyNumber,
    hospitalId: row.hospitalId,
    hospitalName: row.hospitalName,
    clinicName: row.clinicName,
    isPanelHospital: row.isPanelHospital,
    totalRequested: row.totalRequested,
    receivedAt: row.receivedAt.toISOString(),
    due: decisionDue(row, caller.clocks, caller.holidays, caller.now),
    urgency: urgencyOf(row),
    hold: holdOf(
      row.holdAdjudicatorId && row.holdTakenAt && row.holdExpiresAt
        ? {
            adjudicatorId: row.holdAdjudicatorId,
            adjudicatorName: row.holdAdjudicatorName ?? '',
            takenAt: row.holdTakenAt,
            expiresAt: row.holdExpiresAt,
          }
        : null,
      caller.userId,
    ),
    decision: row.decidedAt
      ? {
          decidedAt: row.decidedAt.toISOString(),
          approvedTotal: row.approvedTotal,
          decidedBy: row.decidedBy,
        }
      : null,
  }));
  // An empty page carries no total: none match, or the page lies past the last one.
  const counted =
    rows[0]?.total ?? (q.offset > 0 ? (await totalAlone.execute(values))[0]!.total : 0);
  const total = boundedCount(counted, countLimit);
  return { list, total: total.value, totalIsLowerBound: total.isLowerBound };
}

/**
 * A count that stops one past `bound` (its statement's LIMIT): past the bound it says only "at
 * least `bound`".
 */
function boundedCount(counted: number, bound: number) {
  return { value: Math.min(counted, bound), isLowerBound: counted > bound };
}

/**
 * The insurer's requests per status (every status, zero included), and in PRO the overdue ones
 * (on each one's clock; past QUEUE_COUNT_STEP a lower bound) and the urgent ones.
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
  const overdue = boundedCount(processing?.overdue ?? 0, QUEUE_COUNT_STEP);
  return {
    statuses: STATUS_CODES.map((statusCode) => ({
      statusCode,
      total: byStatus.get(statusCode) ?? 0,
    })),
    overdue: overdue.value,
    overdueIsLowerBound: overdue.isLowerBound,
    urgent: processing?.urgent ?? 0,
  };
}
