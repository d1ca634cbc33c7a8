import {
  CASE_AUDIT_PAGE,
  decisionDue,
  type CaseAuditPage,
  type CaseAuditParams,
  type CaseView,
} from '@preauth/shared';
import { principalActor, writeAudit } from '../../../core/audit/audit-log';
import type { AppDeps, CallerContext } from '../../../core/http/context';
import { findRequestFor } from '../access/request-policy';
import { loadRequestAggregate } from '../aggregate/request-aggregate';
import { loadSubmissions } from '../aggregate/submission';
import { liveHold } from '../access/case-holds';
import { holdOf } from './case-holds.repository';
import type { UserPrincipal } from './case-holds.service';
import { caseViewOf } from './case-view.mapper';
import {
  caseAuditPage,
  caseDecisions,
  caseStraightThrough,
  caseUploads,
  policyholderAmends,
} from './case-view.repository';
import { latestAttachments } from '../submissions/submission-attachments.repository';
import { holidayDates } from './holidays.repository';
import { insurerPolicy } from '../lifecycle/insurer-policy.repository';

/**
 * Everything the request holds, for its insurer's adjudicator; another insurer's request is 404
 * (audited by the request policy). Opening it is audited ('case.viewed') before the audit log is
 * read, so the answer's page of the audit (the latest) lists this opening too.
 */
export async function loadCaseView(
  deps: AppDeps,
  principal: UserPrincipal,
  paId: string,
  caller: CallerContext,
): Promise<CaseView> {
  const { db, clock } = deps;
  const row = await findRequestFor(deps, principal, paId, caller);
  const now = clock.now();
  await writeAudit(db, {
    ...principalActor(principal, caller),
    action: 'case.viewed',
    paId,
    occurredAt: now,
  });
  const [
    request,
    holidays,
    clocks,
    hold,
    uploads,
    attachments,
    audit,
    straightThrough,
    decisions,
    submissions,
    amends,
  ] = await Promise.all([
    loadRequestAggregate(db, row),
    holidayDates(db, row.insurerId),
    insurerPolicy(db, row.insurerId),
    liveHold(db, paId, now),
    caseUploads(db, paId),
    latestAttachments(db, paId),
    caseAuditPage(db, paId, { offset: 0, limit: CASE_AUDIT_PAGE.size }),
    caseStraightThrough(db, paId),
    caseDecisions(db, paId),
    loadSubmissions(db, paId),
    policyholderAmends(db, paId),
  ]);
  return caseViewOf(request, {
    due: decisionDue(
      { statusCode: row.statusCode, receivedAt: row.statusChangedAt, urgent: row.urgent },
      clocks,
      holidays,
      now,
    ),
    hold: holdOf(hold, principal.user.userId),
    straightThrough,
    uploads,
    attachments,
    audit,
    decisions,
    submissions,
    amends,
  });
}

/**
 * A page of the request's audit log, newest first, with the case view's access check (404,
 * audited, for another insurer's request). Reading it is not audited: it is part of the case
 * already opened, and an entry per page would push the older entries down as they are paged.
 */
export async function loadCaseAudit(
  deps: AppDeps,
  principal: UserPrincipal,
  paId: string,
  query: CaseAuditParams,
  caller: CallerContext,
): Promise<CaseAuditPage> {
  await findRequestFor(deps, principal, paId, caller);
  return caseAuditPage(deps.db, paId, query);
}
