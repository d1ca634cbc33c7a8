import {
  CASE_AUDIT_PAGE,
  currentDoctorEmail,
  decisionDue,
  type CaseAuditPage,
  type CaseAuditParams,
  type CaseView,
} from '@preauth/shared';
import { principalActor, writeAudit } from '../../../core/audit/audit-log';
import type { AppDeps, CallerContext } from '../../../core/http/context';
import { findRequestFor } from '../access/request-policy';
import { findInsurer, loadStatusHistory } from '../lifecycle/request.repository';
import {
  latestSubmissionHospital,
  loadSubmittedForm,
} from '../submissions/clinical-details.repository';
import { loadFeeRevision } from '../submissions/office-fees.repository';
import { liveHold } from '../access/case-holds';
import { holdOf } from './case-holds.repository';
import type { UserPrincipal } from './case-holds.service';
import {
  caseAuditPage,
  caseStraightThrough,
  caseUploads,
  feesSideBySide,
  submissionSections,
} from './case-view.repository';
import { urgencyOf } from '../lifecycle/urgency';
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
    insurer,
    holidays,
    clocks,
    hold,
    form,
    revision,
    hospital,
    uploads,
    statuses,
    audit,
    rules,
  ] = await Promise.all([
    findInsurer(db, row.insurerId),
    holidayDates(db, row.insurerId),
    insurerPolicy(db, row.insurerId),
    liveHold(db, paId, now),
    loadSubmittedForm(db, paId),
    loadFeeRevision(db, paId),
    latestSubmissionHospital(db, paId),
    caseUploads(db, paId),
    loadStatusHistory(db, paId),
    caseAuditPage(db, paId, { offset: 0, limit: CASE_AUDIT_PAGE.size }),
    caseStraightThrough(db, paId),
  ]);
  return {
    paId: row.id,
    erefNo: row.erefNo,
    insurerCode: insurer.code,
    statusCode: row.statusCode,
    statusSince: row.statusChangedAt.toISOString(),
    createdOn: row.createdAt.toISOString(),
    createdBy: row.createdByName,
    creatorRole: row.creatorRole,
    due: decisionDue(
      { statusCode: row.statusCode, receivedAt: row.statusChangedAt, urgent: row.urgent },
      clocks,
      holidays,
      now,
    ),
    urgency: urgencyOf(row),
    hold: holdOf(hold, principal.user.userId),
    straightThrough: rules,
    policyholder: {
      policyholderId: row.policyholderId,
      name: row.policyHolderName,
      nric: row.policyHolderNric,
      contactNo: row.policyHolderContactno,
      emailAddress: row.policyHolderEmailaddress,
    },
    patient: {
      patientId: row.patientId,
      name: row.patientName,
      nric: row.patientNric,
      dateOfBirth: row.patientDob,
      emailAddress: row.patientEmailaddress,
      relationship: row.relationship,
      foreigner: row.foreigner,
    },
    policy: {
      policyId: row.policyId,
      policyName: row.policyName,
      policyNumber: row.policyNumber,
      riderId: row.riderId,
      riderName: row.policyRiderName,
      riderNumber: row.policyRiderNumber,
      fcNotifyFlag: row.fcNotifyFlag,
      riderFcNotifyFlag: row.riderFcNotifyFlag,
    },
    doctor: {
      doctorId: row.doctorId,
      doctorName: row.doctorName,
      doctorMcrno: row.doctorMcrno,
      clinicId: row.clinicId,
      clinicName: row.clinicName,
      clinicCode: row.clinicCode,
      emailAddress: currentDoctorEmail({
        resend_email_address: row.resendEmailAddress,
        clinicdoctorEmailaddress: row.clinicdoctorEmailaddress,
      }),
    },
    hospital: hospital && {
      hospitalId: row.hospitalId,
      hospitalName: hospital.name,
      isPanel: hospital.isPanel,
      businessOfficeEmail: hospital.businessOfficeEmail,
    },
    reasons: {
      cancelReason: row.cancelReason,
      amendReason: row.amendReason,
      rejectReason: row.rejectReason,
    },
    submission: form && submissionSections(form),
    fees: revision && feesSideBySide(revision),
    uploads,
    statuses: statuses.map(({ createdAt, ...entry }) => ({
      ...entry,
      createdOn: createdAt.toISOString(),
    })),
    audit,
  };
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
