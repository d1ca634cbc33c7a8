import {
  queueDeciderName,
  displaySingaporeDateTime,
  QUEUE_CSV_MAX_ROWS,
  singaporeDate,
  statusLabel,
  type AdjudicationQueueItem,
  type AdjudicationQueueParams,
} from '@preauth/shared';
import { userActor, writeAudit } from '../../../core/audit/audit-log';
import type { AppDeps, AuthenticatedUser, CallerContext } from '../../../core/http/context';
import { csvTable } from './csv-table';
import { listQueue } from './queue.repository';
import type { QueueCaller } from './queue.statement';

/** The queue's columns as the screen shows them, in order, with their headers. */
const COLUMNS = {
  erefNo: 'Reference',
  status: 'Status',
  urgent: 'Urgent',
  patientName: 'Patient',
  patientNric: 'NRIC/FIN',
  policyHolderName: 'Policyholder',
  policyNumber: 'Policy number',
  hospitalName: 'Hospital',
  clinicName: 'Clinic',
  totalRequested: 'Total requested',
  receivedAt: 'Received',
  dueAt: 'Due',
  overdue: 'Overdue',
  heldBy: 'Held by',
  approvedTotal: 'Approved amount',
  decidedBy: 'Decided by',
  decidedAt: 'Decided',
} as const;

const at = (timestamp: string) => displaySingaporeDateTime(new Date(timestamp));
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

const rowOf = (item: AdjudicationQueueItem) => ({
  erefNo: item.erefNo,
  status: statusLabel(item.statusCode),
  urgent: yesNo(item.urgency?.urgent ?? false),
  patientName: item.patientName,
  patientNric: item.patientNricMasked,
  policyHolderName: item.policyHolderName,
  policyNumber: item.policyNumber,
  hospitalName: item.hospitalName,
  clinicName: item.clinicName,
  totalRequested: item.totalRequested,
  receivedAt: at(item.receivedAt),
  dueAt: item.due && at(item.due.dueAt),
  overdue: item.due && yesNo(item.due.overdue),
  heldBy: item.hold?.adjudicatorName,
  approvedTotal: item.decision?.approvedTotal,
  decidedBy: item.decision && queueDeciderName(item.decision),
  decidedAt: item.decision && at(item.decision.decidedAt),
});

/**
 * The filtered queue as CSV, in the list's order, from its first request up to
 * QUEUE_CSV_MAX_ROWS (the page's offset and limit are not read): the screen's columns, the
 * NRIC/FIN masked as the list gives it. Exporting is audited with the list and the count.
 */
export async function queueCsv(
  deps: AppDeps,
  user: AuthenticatedUser,
  q: AdjudicationQueueParams,
  queueCaller: QueueCaller,
  caller: CallerContext,
): Promise<{ csv: string; day: string }> {
  const { list } = await listQueue(
    deps.db,
    { ...q, offset: 0, limit: QUEUE_CSV_MAX_ROWS },
    queueCaller,
  );
  await writeAudit(deps.db, {
    ...userActor(user, caller),
    action: 'queue.exported',
    details: { statusCode: q.statusCode, rows: list.length },
    occurredAt: queueCaller.now,
  });
  return { csv: csvTable(COLUMNS, list.map(rowOf)), day: singaporeDate(queueCaller.now) };
}
