import { auditActionText, SINGAPORE_OFFSET_MS } from '@preauth/shared';
import { userActor, writeAudit } from '../../../core/audit/audit-log';
import type { AppDeps, AuthenticatedUser, CallerContext } from '../../../core/http/context';
import { type AccessEntry, auditEntriesOf, requestsOfPerson } from './access-report.repository';
import { csvTable } from './csv-table';

/** The report's columns, in order, with their headers. */
const COLUMNS = {
  time: 'Time (Singapore)',
  action: 'Action',
  what: 'What happened',
  actorType: 'Actor type',
  actorId: 'Actor id',
  actorName: 'Actor name',
  erefNo: 'Request',
} as const;

/** `yyyy-MM-dd HH:mm:ss` in Singapore time: to the second, as the log keeps it. */
const singaporeTime = (instant: Date) =>
  new Date(instant.getTime() + SINGAPORE_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

const rowOf = (entry: AccessEntry) => ({
  time: singaporeTime(entry.occurredAt),
  action: entry.action,
  what: auditActionText(entry.action),
  actorType: entry.actorType,
  actorId: entry.actorId,
  actorName: entry.actorName,
  erefNo: entry.erefNo,
});

/**
 * The access report (PDPA) for one NRIC/FIN: every audit entry on the caller's insurer's requests
 * whose policyholder or patient it is, as CSV. A person with no request gets the header alone,
 * the same shape, so the answer says no more than it must. Making it is audited with the counts,
 * never the NRIC.
 */
export async function accessReportCsv(
  deps: AppDeps,
  user: AuthenticatedUser,
  nric: string,
  caller: CallerContext,
): Promise<string> {
  const paIds = await requestsOfPerson(deps.db, user.insurerId, nric);
  const entries = await auditEntriesOf(deps.db, paIds);
  await writeAudit(deps.db, {
    ...userActor(user, caller),
    action: 'person.access-report',
    details: { requests: paIds.length, entries: entries.length },
    occurredAt: deps.clock.now(),
  });
  return csvTable(COLUMNS, entries.map(rowOf));
}
