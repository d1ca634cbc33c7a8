import { DOCUMENT_KIND_LABELS } from '@preauth/shared';
import type { AppConfig } from '../../../core/config/env';
import type { Executor } from '../../../core/db/database';
import type { EmailMessage } from '../../../core/mail/outbox';
import { issueLinkToken, linkUrl, verificationUrl, type LinkRole } from '../access/link-tokens';
import { findDecisionWithLines } from '../lifecycle/decision-records.repository';
import { insurerPolicy } from '../lifecycle/insurer-policy.repository';
import { findInsurer, type RequestRow } from '../lifecycle/request.repository';
import { submissionAcknowledgementEmail } from './acknowledgement-emails';
import { approvalVoidEmail } from './approval-void-emails';
import { decisionEmail } from './decision-emails';
import { decisionNewsOf } from './decision-news';
import { requestRefOf, urgentNoteOf } from './insurer-ready-notice';
import type { Notice, NoticePlan } from './notice-plan';
import {
  agentAuthorisationEmail,
  authorisationRequestEmail,
  businessOfficeAmendedEmail,
  businessOfficeDiscardEmail,
  businessOfficeLinkEmail,
  consultantCopyEmail,
  doctorCancelledEmail,
  doctorLinkEmail,
  type DoctorAmendmentNote,
  type DoctorLinkOccasion,
  insurerCopyEmail,
  insurerDoctorSubmittedEmail,
  insurerOfficeSubmittedEmail,
  policyholderAuthorisationEndedEmail,
  policyholderDoctorSubmittedEmail,
  policyholderOfficeExpiredEmail,
  policyholderOfficeSubmittedEmail,
} from './request-emails';

/**
 * The renderer of one event's notices, in `tx` at the event's time `at`: each notice's email, with
 * the link it carries issued now (valid for the response window from the event).
 */
export async function noticeRenderer(
  tx: Executor,
  config: AppConfig,
  row: RequestRow,
  plan: NoticePlan,
  at: Date,
) {
  const insurer = await findInsurer(tx, row.insurerId);
  const ref = requestRefOf(row, insurer.name, await insurerPolicy(tx, row.insurerId));
  const decision = plan.decisionId ? await findDecisionWithLines(tx, plan.decisionId) : null;
  if (plan.decisionId && !decision) throw new Error(`decision ${plan.decisionId} not found`);
  const news = decision && decisionNewsOf(decision, plan.requestedTotal ?? null);
  const decided = () => {
    if (!news) throw new Error(`request ${row.id}: a decision's notice without its decision`);
    return news;
  };
  const issue = (role: LinkRole, recipientEmail: string) =>
    issueLinkToken(tx, {
      paId: row.id,
      role,
      recipientEmail,
      secret: config.sessionSecret,
      now: at,
    });

  // What the doctor is asked to change: the insurer's amendment request announced, with the
  // documents it names; or the policyholder's reason for amending.
  const amendmentNote = (occasion: DoctorLinkOccasion): DoctorAmendmentNote => {
    if (occasion === 'amendment-requested') {
      return {
        changesRequired: decided().reasonText,
        requiredDocuments: (decision?.requiredDocumentKinds ?? []).map(
          (kind) => DOCUMENT_KIND_LABELS[kind],
        ),
      };
    }
    return occasion === 'amended' ? { policyholderReason: row.amendReason } : {};
  };

  return async function render(notice: Notice): Promise<EmailMessage> {
    const { to } = notice;
    switch (notice.email) {
      case 'doctor-link': {
        const link = linkUrl(config.publicUrl, insurer.code, row.erefNo, await issue('doctor', to));
        return doctorLinkEmail(ref, to, link, notice.occasion, amendmentNote(notice.occasion));
      }
      case 'business-office-link': {
        const token = await issue('business-office', to);
        const link = linkUrl(config.publicUrl, insurer.code, row.erefNo, token, 'business-office');
        return businessOfficeLinkEmail(ref, to, link);
      }
      // The policyholder's link to authorise a request raised for them (the remote authoriser's);
      // it lives as long as the authorisation window, which began with the event.
      case 'authorisation-link': {
        const link = verificationUrl(config.publicUrl, await issue('remote-authoriser', to));
        const role = row.creatorRole === 'insured-patient' ? row.creatorRole : 'insurance-agent';
        return authorisationRequestEmail(ref, to, { name: row.createdByName, role }, link);
      }
      case 'insurer-copy':
        return insurerCopyEmail(ref, to, notice.occasion);
      case 'consultant-copy':
        return consultantCopyEmail(ref, to, notice.occasion);
      case 'agent-notice':
        return agentAuthorisationEmail(ref, to, notice.outcome);
      case 'authorisation-ended':
        return policyholderAuthorisationEndedEmail(ref, to, notice.outcome);
      case 'approval-void':
        return approvalVoidEmail(ref, to, notice.party, notice.cause);
      case 'doctor-submitted':
        return policyholderDoctorSubmittedEmail(ref, to, notice.next);
      case 'office-submitted':
        return policyholderOfficeSubmittedEmail(ref, to, plan.officeTotal ?? null);
      case 'submission-acknowledgement':
        return submissionAcknowledgementEmail(ref, to, notice.by, notice.next, notice.submissionId);
      case 'office-expired':
        return policyholderOfficeExpiredEmail(ref, to);
      case 'insurer-ready': {
        const urgent = await urgentNoteOf(tx, row, notice.urgent);
        const email =
          notice.after === 'doctor' ? insurerDoctorSubmittedEmail : insurerOfficeSubmittedEmail;
        return email(ref, to, urgent);
      }
      case 'doctor-cancelled':
        return doctorCancelledEmail(ref, to);
      case 'business-office-discard':
        return businessOfficeDiscardEmail(ref, to);
      case 'business-office-amended':
        return businessOfficeAmendedEmail(ref, to);
      case 'decision':
        return decisionEmail(ref, to, notice.audience, decided());
    }
  };
}
