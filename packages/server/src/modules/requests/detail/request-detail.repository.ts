import { maskNric, type RequestDetail } from '@preauth/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import * as t from '../../../core/db/schema';
import { decisionView, latestDecision } from '../lifecycle/decision-records.repository';
import { findInsurer, loadStatusHistory, type RequestRow } from '../lifecycle/request.repository';
import { urgencyOf } from '../lifecycle/urgency';
import {
  latestSubmissionHospital,
  loadClinicalDetails,
} from '../submissions/clinical-details.repository';

async function statusHistory(db: Executor, paId: string) {
  const rows = await loadStatusHistory(db, paId);
  return rows.map(({ statusCode, createdAt }) => ({
    statusCode,
    createdOn: createdAt.toISOString(),
  }));
}

async function epLetter(db: Executor, uploadId: string | null) {
  if (!uploadId) return null;
  const [row] = await db
    .select({ uploadId: t.uploads.id, fileName: t.uploads.fileName })
    .from(t.uploads)
    .where(eq(t.uploads.id, uploadId));
  return row ?? null;
}

/** The request as the review screen reads it (000 §3); NRICs masked. */
export async function loadRequestDetail(
  db: Executor,
  row: RequestRow,
  expanded: boolean,
): Promise<RequestDetail> {
  const [insurer, statuses, letter, details, hospital, decision] = await Promise.all([
    findInsurer(db, row.insurerId),
    statusHistory(db, row.id),
    epLetter(db, row.epLetterUploadId),
    loadClinicalDetails(db, row.id),
    expanded ? latestSubmissionHospital(db, row.id) : null,
    latestDecision(db, row.id),
  ]);
  const detail: RequestDetail = {
    paId: row.id,
    erefNo: row.erefNo,
    insurerCode: insurer.code,
    insurerName: insurer.name,
    statusCode: row.statusCode,
    createdOn: row.createdAt.toISOString(),
    createdBy: row.createdByName,
    creatorRole: row.creatorRole,
    authCode: row.authCode,
    policyHolderName: row.policyHolderName,
    policyHolderNric: maskNric(row.policyHolderNric),
    patientName: row.patientName,
    patientNric: maskNric(row.patientNric),
    policyholderPatientRelationship: row.relationship,
    policyName: row.policyName,
    policyNumber: row.policyNumber,
    policyRiderName: row.policyRiderName,
    policyRiderNumber: row.policyRiderNumber,
    doctor: { doctorId: row.doctorId, doctorName: row.doctorName, doctorMcrno: row.doctorMcrno },
    clinic: { clinicId: row.clinicId, clinicName: row.clinicName, clinicCode: row.clinicCode },
    clinicdoctorEmailaddress: row.clinicdoctorEmailaddress,
    resend_email_address: row.resendEmailAddress,
    epLetter: letter,
    cancelReason: row.cancelReason,
    amendReason: row.amendReason,
    urgency: urgencyOf(row),
    decision: decisionView(decision),
    statuses,
    details,
  };
  if (!expanded) return detail;
  return {
    ...detail,
    policyHolderEmailaddress: row.policyHolderEmailaddress,
    policyHolderContactno: row.policyHolderContactno,
    isPanelHospital: hospital?.isPanel ?? false,
    fcNotifyFlag: row.fcNotifyFlag,
    requestStatus: row.statusCode,
  };
}
