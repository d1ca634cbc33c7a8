import {
  hasReachedDoctor,
  type LifecycleEvent,
  type NotifiedParty,
  type StatusCode,
} from '@preauth/shared';
import type { AppConfig } from '../../../core/config/env';
import type { Executor } from '../../../core/db/database';
import { enqueueEmail, type EmailMessage } from '../../../core/mail/outbox';
import { issueLinkToken, linkUrl, verificationUrl } from '../access/link-tokens';
import {
  agentAuthorisationEmail,
  authorisationRequestEmail,
  businessOfficeAmendedEmail,
  businessOfficeDiscardEmail,
  businessOfficeLinkEmail,
  consultantCopyEmail,
  doctorCancelledEmail,
  doctorLinkEmail,
  insurerCopyEmail,
  insurerDoctorSubmittedEmail,
  insurerOfficeSubmittedEmail,
  policyholderDoctorSubmittedEmail,
  policyholderApprovalReversedEmail,
  policyholderOfficeExpiredEmail,
  policyholderOfficeSubmittedEmail,
  policyholderAuthorisationEndedEmail,
  type DoctorLinkOccasion,
} from './request-emails';
import { readyNoticeDeferred, requestRefOf, urgentNoteOf } from './insurer-ready-notice';
import { decisionEmail } from './decision-emails';
import { insurerPolicy } from '../lifecycle/insurer-policy.repository';
import { findInsurer, type RequestRow } from '../lifecycle/request.repository';
import { decisionNews } from './decision-news';
import { latestSubmissionHospital } from '../submissions/clinical-details.repository';
import { officeTotalBill } from '../submissions/office-fees.repository';
import { partiesOf } from './notified-parties';
import { consultantEmails, doctorAddress } from './recipients.repository';

/** A lifecycle event, or the creation that starts a request. */
export type NotifiedEvent = LifecycleEvent | 'create';

/**
 * Writes an event's notifications into the outbox; `from` is the status the request left. Answers
 * who they reach.
 */
export type Notify = (
  tx: Executor,
  row: RequestRow,
  now: Date,
  from: StatusCode,
) => Promise<NotifiedParty[]>;

/**
 * Who is told what on each event (000 §2.10), with the links it issues; looked up by event, so a
 * new flow adds its event here. Everything goes through `tx`, the event's own transaction, so no
 * email or token outlives a change that rolled back. The transition engine has already revoked
 * the request's earlier links: each link serves one waiting status.
 */
export function createRequestNotifications(
  config: AppConfig,
): Partial<Record<NotifiedEvent, Notify>> {
  async function setting(tx: Executor, row: RequestRow, now: Date) {
    const insurer = await findInsurer(tx, row.insurerId);
    const ref = requestRefOf(row, insurer.name, await insurerPolicy(tx, row.insurerId));
    const sentKinds: string[] = [];
    const send = async (message: EmailMessage) => {
      await enqueueEmail(tx, message, now);
      sentKinds.push(message.kind);
    };
    const notified = () => partiesOf(sentKinds);
    const sendDoctorLink = async (occasion: DoctorLinkOccasion, changesRequired?: string) => {
      const recipientEmail = doctorAddress(row);
      const token = await issueLinkToken(tx, {
        paId: row.id,
        role: 'doctor',
        recipientEmail,
        secret: config.sessionSecret,
        now,
      });
      const link = linkUrl(config.publicUrl, insurer.code, row.erefNo, token);
      await send(doctorLinkEmail(ref, recipientEmail, link, occasion, changesRequired));
    };
    const copyInsurer = async (occasion: 'new' | 'resent') => {
      if (insurer.notificationEmail) {
        await send(insurerCopyEmail(ref, insurer.notificationEmail, occasion));
      }
    };
    const copyConsultants = async (occasion: Parameters<typeof consultantCopyEmail>[2]) => {
      if (!row.fcNotifyFlag) return;
      for (const email of await consultantEmails(tx, row)) {
        await send(consultantCopyEmail(ref, email, occasion));
      }
    };
    /** The business office of the latest submission, when its hospital is a panel hospital. */
    const businessOffice = async () => {
      const hospital = await latestSubmissionHospital(tx, row.id);
      return hospital?.isPanel ? hospital.businessOfficeEmail : null;
    };
    /** The business office's link to the fees the doctor submitted (its hospital's address). */
    const sendBusinessOfficeLink = async (recipientEmail: string) => {
      const token = await issueLinkToken(tx, {
        paId: row.id,
        role: 'business-office',
        recipientEmail,
        secret: config.sessionSecret,
        now,
      });
      const link = linkUrl(config.publicUrl, insurer.code, row.erefNo, token, 'business-office');
      await send(businessOfficeLinkEmail(ref, recipientEmail, link));
    };
    /**
     * The policyholder's link to authorise a request raised for them (the remote authoriser's).
     * It lives as long as the authorisation window: both start now, with the PEN status.
     */
    const sendAuthorisationLink = async () => {
      const recipientEmail = row.policyHolderEmailaddress;
      const token = await issueLinkToken(tx, {
        paId: row.id,
        role: 'remote-authoriser',
        recipientEmail,
        secret: config.sessionSecret,
        now,
      });
      const link = verificationUrl(config.publicUrl, token);
      await send(authorisationRequestEmail(ref, recipientEmail, row.createdByName, link));
    };
    /** The agent who raised the request (its consultants), whatever the notify flag says. */
    const tellAgent = async (outcome: 'rejected' | 'expired') => {
      for (const email of await consultantEmails(tx, row)) {
        await send(agentAuthorisationEmail(ref, email, outcome));
      }
    };
    /** The request goes to the doctor now: the doctor's link, the insurer's and FC's copies. */
    const sendToDoctor = async () => {
      await sendDoctorLink('new');
      await copyInsurer('new');
      await copyConsultants('new');
    };
    return {
      ref,
      insurer,
      send,
      sendAuthorisationLink,
      tellAgent,
      sendToDoctor,
      sendDoctorLink,
      sendBusinessOfficeLink,
      copyInsurer,
      copyConsultants,
      businessOffice,
      notified,
    };
  }

  /**
   * An insurer's decision (written by the decisions flow before the notifications run): the
   * policyholder, the doctor (for an amendment request, with its new link and what must change),
   * a panel hospital's business office, and the consultants when the policyholder asked.
   */
  const decided: Notify = async (tx, row, now) => {
    const n = await setting(tx, row, now);
    const news = await decisionNews(tx, row.id);
    await n.send(decisionEmail(n.ref, row.policyHolderEmailaddress, 'policyholder', news));
    if (news.outcome === 'request-amendment') {
      await n.sendDoctorLink('amendment-requested', news.reasonText ?? undefined);
    } else {
      await n.send(decisionEmail(n.ref, doctorAddress(row), 'doctor', news));
    }
    const office = await n.businessOffice();
    if (office) await n.send(decisionEmail(n.ref, office, 'business-office', news));
    await n.copyConsultants(news.outcome);
    return n.notified();
  };

  return {
    approve: decided,
    reject: decided,
    'request-amendment': decided,

    /** An automatic approval taken back: the policyholder, whose certificate no longer holds. */
    async 'reverse-automatic-approval'(tx, row, now) {
      const n = await setting(tx, row, now);
      await n.send(policyholderApprovalReversedEmail(n.ref, row.policyHolderEmailaddress));
      return n.notified();
    },

    /**
     * A policyholder's request goes to the doctor at once; one raised for them (PEN) first asks
     * the policyholder to authorise it, and no doctor hears of it yet.
     */
    async create(tx, row, now) {
      const n = await setting(tx, row, now);
      if (hasReachedDoctor(row.statusCode)) await n.sendToDoctor();
      else await n.sendAuthorisationLink();
      return n.notified();
    },

    /** Authorised: what a policyholder's own create sends, now. */
    async 'authorise-accept'(tx, row, now) {
      const n = await setting(tx, row, now);
      await n.sendToDoctor();
      return n.notified();
    },

    /** The policyholder declined: the agent who raised it is told. */
    async 'authorise-reject'(tx, row, now) {
      const n = await setting(tx, row, now);
      await n.tellAgent('rejected');
      return n.notified();
    },

    /** Three calendar days without the policyholder's answer (REM-EXP): both sides are told. */
    async 'authorisation-window-expired'(tx, row, now) {
      const n = await setting(tx, row, now);
      await n.tellAgent('expired');
      await n.send(
        policyholderAuthorisationEndedEmail(n.ref, row.policyHolderEmailaddress, 'expired'),
      );
      return n.notified();
    },

    async resend(tx, row, now) {
      const n = await setting(tx, row, now);
      await n.sendDoctorLink('resent');
      await n.copyInsurer('resent');
      return n.notified();
    },

    /**
     * The doctor's copy tells them to discard the request; a panel hospital's office is told too.
     * A request cancelled before it was authorised never reached a doctor, who is not written to;
     * the policyholder, who holds its authorisation link, is told instead.
     */
    async cancel(tx, row, now, from) {
      const n = await setting(tx, row, now);
      if (hasReachedDoctor(from)) await n.send(doctorCancelledEmail(n.ref, doctorAddress(row)));
      else {
        await n.send(
          policyholderAuthorisationEndedEmail(n.ref, row.policyHolderEmailaddress, 'cancelled'),
        );
      }
      await n.copyConsultants('cancelled');
      const office = await n.businessOffice();
      if (office) await n.send(businessOfficeDiscardEmail(n.ref, office));
      return n.notified();
    },

    /** A panel hospital's business office gets its link; the policyholder is told. */
    async 'doctor-submit-panel'(tx, row, now) {
      const n = await setting(tx, row, now);
      const office = await n.businessOffice();
      if (office) await n.sendBusinessOfficeLink(office);
      await n.send(
        policyholderDoctorSubmittedEmail(n.ref, row.policyHolderEmailaddress, 'business-office'),
      );
      await n.copyConsultants('doctor-submitted');
      return n.notified();
    },

    /**
     * A non-panel request goes straight to the insurer, who is told (unless straight-through is
     * on: then its evaluation tells it when it does not approve), as is the policyholder.
     */
    async 'doctor-submit-non-panel'(tx, row, now) {
      const n = await setting(tx, row, now);
      if (n.insurer.notificationEmail && !(await readyNoticeDeferred(tx, row.insurerId, now))) {
        const urgent = await urgentNoteOf(tx, row);
        await n.send(insurerDoctorSubmittedEmail(n.ref, n.insurer.notificationEmail, urgent));
      }
      await n.send(
        policyholderDoctorSubmittedEmail(n.ref, row.policyHolderEmailaddress, 'insurer'),
      );
      await n.copyConsultants('doctor-submitted');
      return n.notified();
    },

    /**
     * The business office confirmed the fees: the insurer has it now (told as after the doctor's
     * non-panel submit); the policyholder gets a copy.
     */
    async 'business-office-submit'(tx, row, now) {
      const n = await setting(tx, row, now);
      if (n.insurer.notificationEmail && !(await readyNoticeDeferred(tx, row.insurerId, now))) {
        const urgent = await urgentNoteOf(tx, row);
        await n.send(insurerOfficeSubmittedEmail(n.ref, n.insurer.notificationEmail, urgent));
      }
      const totalBill = await officeTotalBill(tx, row.id);
      await n.send(
        policyholderOfficeSubmittedEmail(n.ref, row.policyHolderEmailaddress, totalBill),
      );
      await n.copyConsultants('office-submitted');
      return n.notified();
    },

    /** Three calendar days without the office's answer (BO-EXP): the policyholder is told. */
    async 'business-office-window-expired'(tx, row, now) {
      const n = await setting(tx, row, now);
      await n.send(policyholderOfficeExpiredEmail(n.ref, row.policyHolderEmailaddress));
      return n.notified();
    },

    async amend(tx, row, now) {
      const n = await setting(tx, row, now);
      await n.sendDoctorLink('amended');
      const office = await n.businessOffice();
      if (office) await n.send(businessOfficeAmendedEmail(n.ref, office));
      await n.copyConsultants('amended');
      return n.notified();
    },
  };
}
