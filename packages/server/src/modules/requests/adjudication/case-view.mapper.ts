import {
  ADDITIONAL_INFO_FLAGS,
  currentDoctorEmail,
  feeCap,
  requestPolicyOf,
  type CaseFees,
  type FeeCaps,
  type CaseSubmission,
  type CaseView,
} from '@preauth/shared';
import { clinicalDetailsOf, submittedFormOf } from '../aggregate/clinical-details';
import { feeRevisionOf } from '../aggregate/fee-revision';
import type { RequestAggregate } from '../aggregate/request-aggregate';
import type { Submission } from '../aggregate/submission';
import { officeChangesOf } from '../aggregate/submission-changes';
import type { CaseDecisions, PolicyholderAmend } from './case-view.repository';
import { latestDecisionSection } from './case-decision.mapper';
import { caseHistoryOf } from './case-history.mapper';

/**
 * What the case view adds to the request: the adjudicator's clock, hold, rules, files and log,
 * every decision with who made it, and every submission and policyholder's amend (oldest first)
 * for the history.
 */
export type CaseViewExtras = Pick<
  CaseView,
  'due' | 'hold' | 'straightThrough' | 'uploads' | 'attachments' | 'audit'
> & { decisions: CaseDecisions; submissions: Submission[]; amends: PolicyholderAmend[] };

/** The request as its insurer's adjudicator opens it (the case view), in its wire names. */
export function caseViewOf(request: RequestAggregate, extras: CaseViewExtras): CaseView {
  const { policyholder, patient, policy, doctor, clinic, submission } = request;
  return {
    paId: request.id,
    erefNo: request.erefNo,
    insurerCode: request.insurer.code,
    statusCode: request.status,
    statusSince: request.statusChangedAt.toISOString(),
    createdOn: request.createdAt.toISOString(),
    createdBy: request.createdBy.name,
    creatorRole: request.createdBy.role,
    due: extras.due,
    urgency: request.urgency,
    hold: extras.hold,
    straightThrough: extras.straightThrough,
    requestPolicy: requestPolicyOf(request.insurer.policy),
    policyholder: {
      policyholderId: policyholder.id,
      name: policyholder.name,
      nric: policyholder.nric,
      contactNo: policyholder.phone,
      emailAddress: policyholder.email,
    },
    patient: {
      patientId: patient.id,
      name: patient.name,
      nric: patient.nric,
      dateOfBirth: patient.dateOfBirth,
      emailAddress: patient.email,
      relationship: patient.relationship,
      foreigner: patient.foreigner,
    },
    policy: {
      policyId: policy.id,
      policyName: policy.name,
      policyNumber: policy.number,
      riderId: policy.rider.id,
      riderName: policy.rider.name,
      riderNumber: policy.rider.number,
      fcNotifyFlag: request.consultantsNotified,
      riderFcNotifyFlag: request.riderConsultantsNotified,
    },
    doctor: {
      doctorId: doctor.id,
      doctorName: doctor.name,
      doctorMcrno: doctor.mcrNo,
      clinicId: clinic.id,
      clinicName: clinic.name,
      clinicCode: clinic.code,
      emailAddress: currentDoctorEmail({
        resend_email_address: request.resentTo,
        clinicdoctorEmailaddress: doctor.email,
      }),
    },
    hospital: submission && {
      hospitalId: submission.hospital.id,
      hospitalName: submission.hospital.name,
      isPanel: submission.hospital.isPanel,
      businessOfficeEmail: submission.hospital.businessOfficeEmail,
    },
    reasons: {
      cancelReason: request.reasons.cancel,
      amendReason: request.reasons.amend,
      rejectReason: request.reasons.reject,
    },
    decision: latestDecisionSection(
      extras.decisions,
      request.submission && clinicalDetailsOf(request.submission),
    ),
    history: caseHistoryOf(request, extras.decisions.made, extras.submissions, extras.amends),
    submission: submission && submissionSections(submission),
    fees: submission && feesSideBySide(submission, request.insurer.policy.feeCaps),
    uploads: extras.uploads,
    attachments: extras.attachments,
    statuses: request.history.map((entry) => ({
      statusCode: entry.status,
      actorType: entry.actor,
      createdOn: entry.at.toISOString(),
    })),
    audit: extras.audit,
  };
}

/** The doctor's latest submission, section by section as the form has them. */
function submissionSections(submission: Submission): CaseSubmission {
  const form = submittedFormOf(submission);
  return {
    submittedAt: form.submittedAt.toISOString(),
    admission: {
      hospitalCode: form.hospitalCode,
      hospitalName: form.hospitalName,
      admissionDate: form.admissionDate,
      admissionCode: form.admissionCode,
      admissionDesc: form.admissionDesc,
      daysurgery: form.daysurgery,
      hospitalisationReason: form.hospitalisationReason,
    },
    symptoms: {
      onsetsymptomsType: form.onsetsymptomsType,
      onsetsymptomsDate: form.onsetsymptomsDate,
      onsetsymptomsDuration: form.onsetsymptomsDuration,
      onsetsymptomsDesc: form.onsetsymptomsDesc,
    },
    referral: {
      paReferral: form.paReferral,
      referralDoctordetails: form.referralDoctordetails,
      referralLetterName: form.referralLetterName,
    },
    diagnoses: form.diagnoses,
    comorbiditiesInd: form.comorbiditiesInd,
    comorbidities: form.comorbidities,
    additionalInfo: Object.fromEntries(
      ADDITIONAL_INFO_FLAGS.map((flag) => [flag, form[flag]]),
    ) as CaseSubmission['additionalInfo'],
    wardTypes: form.wardTypes,
  };
}

/**
 * The doctor's fees beside the business office's, each surgery fee with the agreed price it was
 * capped against, its cap (by the insurer's `caps`: by default 100 % on the first line, 80 % on
 * later ones) and the justification.
 */
function feesSideBySide(submission: Submission, caps: FeeCaps): CaseFees {
  const revision = feeRevisionOf(submission);
  const { doctor, office } = revision;
  const pair = (key: 'doctorAttendancefee' | 'totalHospitalcharges' | 'totalBill') => ({
    doctor: doctor[key],
    office: office ? office[key] : null,
  });
  return {
    officeUpdatedAt: office?.updatedAt?.toISOString() ?? null,
    officeChanged: (officeChangesOf(submission)?.length ?? 0) > 0,
    surgeryLines: revision.lines.map((line, i) => {
      const officeLine = office?.surgeryDetails[i];
      return {
        tospCode: line.tospCode,
        tospDescription: line.tospDescription,
        surgeonfee: {
          doctor: line.surgeonfee,
          office: officeLine?.surgeonfee ?? null,
          agreedPrice: line.surgeryAgreedPrice,
          cap: feeCap(line.surgeryAgreedPrice, i, caps),
          justification: line.surgeonfeeJustification,
        },
        anaesthetistfee: {
          doctor: line.anaesthetistfee,
          office: officeLine?.anaesthetistfee ?? null,
          agreedPrice: line.anaestheticAgreedPrice,
          cap: feeCap(line.anaestheticAgreedPrice, i, caps),
          justification: line.anaesthetistfeeJustification,
        },
      };
    }),
    doctorAttendancefee: pair('doctorAttendancefee'),
    totalHospitalcharges: pair('totalHospitalcharges'),
    totalBill: pair('totalBill'),
    otherFees: { doctor: doctor.otherFees, office: office?.otherFees ?? null },
  };
}
