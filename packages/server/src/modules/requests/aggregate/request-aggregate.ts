import type { InsurerPolicy, StatusCode, Urgency } from '@preauth/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import * as t from '../../../core/db/schema';
import {
  decisionLines,
  latestDecision,
  type DecisionLine,
  type DecisionRecord,
} from '../lifecycle/decision-records.repository';
import { insurerPolicy } from '../lifecycle/insurer-policy.repository';
import { findInsurer, loadStatusHistory, type RequestRow } from '../lifecycle/request.repository';
import { urgencyOf } from '../lifecycle/urgency';
import { loadSubmission, type Submission } from './submission';

type Actor = RequestRow['creatorRole'];

/**
 * One request with everything it holds, in the domain's names: the request and its people (the
 * snapshots taken at creation), its history, the doctor's latest submission with the fees revised
 * beside the doctor's, and the insurer's latest decision. Each reader (the review, the PDFs, the
 * case view, the link holders' views) maps it to its own contract at its edge.
 */
export interface RequestAggregate {
  id: string;
  erefNo: string;
  status: StatusCode;
  statusChangedAt: Date;
  version: number;
  createdAt: Date;
  createdBy: { role: Actor; userId: string | null; name: string };
  insurer: {
    id: string;
    code: string;
    name: string;
    notificationEmail: string | null;
    /** Its policy (`insurerPolicy`): the response window and fee caps the request runs on. */
    policy: InsurerPolicy;
  };
  policyholder: { id: string; name: string; nric: string; phone: string; email: string };
  patient: {
    id: string;
    name: string;
    nric: string;
    dateOfBirth: string;
    email: string;
    /** To the policyholder (SELF, CHILD, …). */
    relationship: string;
    foreigner: boolean;
  };
  policy: {
    id: string;
    name: string;
    number: string;
    rider: { id: string | null; name: string | null; number: string | null };
    consultantId: string | null;
    riderConsultantId: string | null;
  };
  /** Whether the policy's and the rider's financial consultants are told of the request. */
  consultantsNotified: boolean;
  riderConsultantsNotified: boolean;
  recommendedByServiceProvider: boolean;
  doctor: { id: string | null; name: string; mcrNo: string | null; email: string };
  clinic: { id: string | null; name: string; code: string | null };
  /** The latest address the request was resent to, if any. */
  resentTo: string | null;
  employmentPassLetter: { uploadId: string; fileName: string } | null;
  authCode: string | null;
  reasons: { cancel: string | null; amend: string | null; reject: string | null };
  decidedAt: Date | null;
  urgency: Urgency | null;
  history: { status: StatusCode; at: Date; actor: Actor }[];
  submission: Submission | null;
  /** The insurer's latest decision that still counts, with an approval's amounts per fee. */
  decision: (DecisionRecord & { lines: DecisionLine[] }) | null;
}

async function employmentPassLetter(db: Executor, uploadId: string | null) {
  if (!uploadId) return null;
  const [row] = await db
    .select({ uploadId: t.uploads.id, fileName: t.uploads.fileName })
    .from(t.uploads)
    .where(eq(t.uploads.id, uploadId));
  return row ?? null;
}

async function decisionWithLines(db: Executor, paId: string) {
  const decision = await latestDecision(db, paId);
  return decision && { ...decision, lines: await decisionLines(db, decision.id) };
}

/**
 * The request (a row its reader may see, read under the reader's access) with everything it
 * holds: twelve queries at most whatever its size, one after another (`Executor`); none per row
 * of a list.
 */
export async function loadRequestAggregate(
  db: Executor,
  row: RequestRow,
): Promise<RequestAggregate> {
  const insurer = await findInsurer(db, row.insurerId);
  const policy = await insurerPolicy(db, row.insurerId);
  const history = await loadStatusHistory(db, row.id);
  const letter = await employmentPassLetter(db, row.epLetterUploadId);
  const submission = await loadSubmission(db, row.id);
  const decision = await decisionWithLines(db, row.id);
  return {
    id: row.id,
    erefNo: row.erefNo,
    status: row.statusCode,
    statusChangedAt: row.statusChangedAt,
    version: row.version,
    createdAt: row.createdAt,
    createdBy: { role: row.creatorRole, userId: row.createdByUserId, name: row.createdByName },
    insurer: {
      id: insurer.id,
      code: insurer.code,
      name: insurer.name,
      notificationEmail: insurer.notificationEmail,
      policy,
    },
    policyholder: {
      id: row.policyholderId,
      name: row.policyholderName,
      nric: row.policyholderNric,
      phone: row.policyholderPhone,
      email: row.policyholderEmail,
    },
    patient: {
      id: row.patientId,
      name: row.patientName,
      nric: row.patientNric,
      dateOfBirth: row.patientDateOfBirth,
      email: row.patientEmail,
      relationship: row.relationship,
      foreigner: row.foreigner,
    },
    policy: {
      id: row.policyId,
      name: row.policyName,
      number: row.policyNumber,
      rider: { id: row.riderId, name: row.riderName, number: row.riderNumber },
      consultantId: row.consultantId,
      riderConsultantId: row.riderConsultantId,
    },
    consultantsNotified: row.consultantsNotified,
    riderConsultantsNotified: row.riderConsultantsNotified,
    recommendedByServiceProvider: row.recommendedByServiceProvider,
    doctor: {
      id: row.doctorId,
      name: row.doctorName,
      mcrNo: row.doctorMcrNumber,
      email: row.doctorEmail,
    },
    clinic: { id: row.clinicId, name: row.clinicName, code: row.clinicCode },
    resentTo: row.resendEmailAddress,
    employmentPassLetter: letter,
    authCode: row.authCode,
    reasons: { cancel: row.cancelReason, amend: row.amendReason, reject: row.rejectReason },
    decidedAt: row.decidedAt,
    urgency: urgencyOf(row),
    history: history.map(({ statusCode, createdAt, actorType }) => ({
      status: statusCode,
      at: createdAt,
      actor: actorType,
    })),
    submission,
    decision,
  };
}
