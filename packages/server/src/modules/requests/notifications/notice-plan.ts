import {
  hasReachedDoctor,
  inNotifiedOrder,
  type LifecycleEvent,
  type NotifiedParty,
  type StatusCode,
  type SubmittingRole,
} from '@preauth/shared';
import type { Executor } from '../../../core/db/database';
import { latestAmount } from '../aggregate/clinical-details';
import type { RequestAggregate } from '../aggregate/request-aggregate';
import type { AcknowledgedNext } from './acknowledgement-emails';
import type { ApprovalVoidCause } from './approval-void-emails';
import type { DecisionAudience } from './decision-emails';
import { readyNoticeDeferred, urgentNoteOf } from './insurer-ready-notice';
import { approvalRecipients } from './notified-parties';
import { consultantEmails, doctorAddressOf, policyholderAddresses } from './recipients.repository';
import type { AgentNews, consultantCopyEmail, DoctorLinkOccasion } from './request-emails';

/** A lifecycle event, or the creation that starts a request. */
export type NotifiedEvent = LifecycleEvent | 'create';

/** Which email a notice is, with what it says beyond the request (notice-emails.ts renders it). */
export type NoticeEmail =
  | { email: 'doctor-link'; occasion: DoctorLinkOccasion }
  | { email: 'insurer-copy'; occasion: 'new' | 'resent' }
  | { email: 'consultant-copy'; occasion: Parameters<typeof consultantCopyEmail>[2] }
  | { email: 'authorisation-link' }
  | { email: 'agent-notice'; outcome: AgentNews }
  | { email: 'authorisation-ended'; outcome: 'expired' | 'cancelled' }
  | { email: 'approval-void'; cause: ApprovalVoidCause }
  | { email: 'doctor-submitted'; next: 'business-office' | 'insurer' }
  | { email: 'office-submitted' }
  | {
      email: 'submission-acknowledgement';
      by: SubmittingRole;
      next: AcknowledgedNext;
      submissionId: string;
    }
  | { email: 'office-expired' }
  | { email: 'insurer-ready'; after: 'doctor' | 'business-office'; urgent: boolean }
  | { email: 'business-office-link' }
  | { email: 'doctor-cancelled' }
  | { email: 'business-office-discard' }
  | { email: 'business-office-amended' }
  | { email: 'decision'; audience: DecisionAudience };

/** One email of an event: to whom (the address as it was at the event), and which. */
export type Notice = NoticeEmail & { to: string; party: NotifiedParty };

/**
 * What an event's emails are decided to be, in the change's transaction, recorded on its event
 * (docs/decisions/074-notifications-as-a-consumer.md): the emails in their order, and what they
 * show that a later change could alter (the decision announced, by id; the totals as they were).
 */
export interface NoticePlan {
  notices: Notice[];
  decisionId?: string;
  /** An approval's total bill requested, as the decision saw it. */
  requestedTotal?: string | null;
  /** The total bill the business office confirmed. */
  officeTotal?: string | null;
}

/** The events that end an approval (a request leaving APP), with why. */
const VOIDS_APPROVAL: Partial<Record<NotifiedEvent, ApprovalVoidCause>> = {
  amend: 'amended',
  cancel: 'cancelled',
  'reverse-automatic-approval': 'reversed',
};

/** Who the plan's emails reach: the command's `notified`. */
export const partiesOf = (plan: NoticePlan): NotifiedParty[] =>
  inNotifiedOrder(plan.notices.map((notice) => notice.party));

/**
 * Who is told what on each event (000 §2.10), with the links it issues, as of the change: read
 * in its transaction from the request as the event left it (`from` is the status it left, `by`
 * the event's actor type). A new flow adds its event here. None for an event that tells no one
 * (a doctor's window expiring).
 */
export async function planNotices(
  tx: Executor,
  event: NotifiedEvent,
  request: RequestAggregate,
  from: StatusCode | null,
  by: string,
  now: Date,
): Promise<NoticePlan> {
  const plan: NoticePlan = { notices: [] };
  const tell = (party: NotifiedParty, to: string, email: NoticeEmail) =>
    plan.notices.push({ ...email, to, party });
  const policyholder = request.policyholder.email;
  const tellPolicyholder = (email: NoticeEmail) => {
    for (const to of policyholderAddresses(request)) tell('policyholder', to, email);
  };
  const doctor = doctorAddressOf(request);
  const { hospital } = request.submission ?? {};
  /** The business office of the latest submission, when its hospital is a panel hospital. */
  const office = hospital?.isPanel ? hospital.businessOfficeEmail : null;
  const { notificationEmail } = request.insurer;
  const raisedByAgent = request.createdBy.role === 'insurance-agent';

  const tellAgent = async (outcome: AgentNews) => {
    for (const email of await consultantEmails(tx, request.policy)) {
      tell('financial-consultant', email, { email: 'agent-notice', outcome });
    }
  };
  const copyConsultants = async (occasion: Parameters<typeof consultantCopyEmail>[2]) => {
    if (!request.consultantsNotified) return;
    for (const email of await consultantEmails(tx, request.policy)) {
      tell('financial-consultant', email, { email: 'consultant-copy', occasion });
    }
  };
  const copyInsurer = (occasion: 'new' | 'resent') => {
    if (notificationEmail) tell('insurer', notificationEmail, { email: 'insurer-copy', occasion });
  };
  /**
   * The request goes to the doctor now: the doctor's link, the insurer's and FC's copies; the FC's
   * says how it got there (submitted, or authorised when someone else raised it). The agent who
   * raised it is told of the authorisation whether or not the policyholder asked for copies: that
   * notice is then the consultants' copy too (the same addresses).
   */
  const sendToDoctor = async (how: 'new' | 'authorised') => {
    tell('doctor', doctor, { email: 'doctor-link', occasion: 'new' });
    copyInsurer('new');
    if (how === 'authorised' && raisedByAgent) await tellAgent('authorised');
    else await copyConsultants(how);
  };
  /**
   * The insurer's "ready for your decision" email, unless straight-through is on: its evaluation
   * tells the insurer when it does not approve.
   */
  /**
   * The submitter's acknowledgement with the LIA form of the submission it acknowledges (record
   * 082): the doctor at the request's address, the office at its hospital's.
   */
  const acknowledge = (by: SubmittingRole, to: string | null, next: AcknowledgedNext) => {
    const submissionId = request.submission?.id;
    if (to && submissionId) {
      tell(by, to, { email: 'submission-acknowledgement', by, next, submissionId });
    }
  };
  const tellInsurerReady = async (after: 'doctor' | 'business-office') => {
    if (!notificationEmail || (await readyNoticeDeferred(tx, request.insurer.id, now))) return;
    const mark = { id: request.id, insurerId: request.insurer.id };
    const urgent = (await urgentNoteOf(tx, mark)) !== null;
    tell('insurer', notificationEmail, { email: 'insurer-ready', after, urgent });
  };

  /**
   * An approval ends: everyone it was sent to, as its event recorded, is told its certificate is
   * void, by email as they got it; for an approval with no recorded plan, whom it would tell now.
   */
  const voidApproval = async (cause: ApprovalVoidCause) => {
    const recipients = (await approvalRecipients(tx, request.id)) ?? [
      ...policyholderAddresses(request).map((to) => ({ party: 'policyholder' as const, to })),
      { party: 'doctor' as const, to: doctor },
      ...(office ? [{ party: 'business-office' as const, to: office }] : []),
      ...(request.consultantsNotified
        ? (await consultantEmails(tx, request.policy)).map((to) => ({
            party: 'financial-consultant' as const,
            to,
          }))
        : []),
    ];
    for (const { party, to } of recipients) tell(party, to, { email: 'approval-void', cause });
  };
  const voidCause = from === 'APP' ? VOIDS_APPROVAL[event] : undefined;
  if (voidCause) await voidApproval(voidCause);

  switch (event) {
    // A policyholder's request goes to the doctor at once; one raised for them (PEN) first asks
    // the policyholder to authorise it, and no doctor hears of it yet.
    case 'create':
      if (hasReachedDoctor(request.status)) await sendToDoctor('new');
      // The link acts for the policyholder: their account's address only, never the contact email.
      else tell('policyholder', policyholder, { email: 'authorisation-link' });
      break;
    // Authorised: what a policyholder's own create sends, now.
    case 'authorise-accept':
      await sendToDoctor('authorised');
      break;
    // The policyholder declined: the agent who raised it is told (not of the patient's own).
    case 'authorise-reject':
      if (raisedByAgent) await tellAgent('rejected');
      break;
    // Three calendar days without the policyholder's answer (REM-EXP): both sides are told.
    case 'authorisation-window-expired':
      if (raisedByAgent) await tellAgent('expired');
      tellPolicyholder({ email: 'authorisation-ended', outcome: 'expired' });
      break;
    case 'resend':
      tell('doctor', doctor, { email: 'doctor-link', occasion: 'resent' });
      copyInsurer('resent');
      break;
    // The doctor's copy tells them to discard the request; a panel hospital's office is told too.
    // A request cancelled before it was authorised never reached a doctor, who is not written to;
    // the policyholder, who holds its authorisation link, is told instead. The agent who raised
    // it is told when the policyholder (anyone but the agent) cancels it, as when they reject it:
    // that notice is then the consultants' copy too (the same addresses).
    case 'cancel':
      if (from && hasReachedDoctor(from)) tell('doctor', doctor, { email: 'doctor-cancelled' });
      else tellPolicyholder({ email: 'authorisation-ended', outcome: 'cancelled' });
      if (raisedByAgent && by !== 'insurance-agent') await tellAgent('cancelled');
      else await copyConsultants('cancelled');
      if (office) tell('business-office', office, { email: 'business-office-discard' });
      break;
    // A panel hospital's business office gets its link; the policyholder is told.
    case 'doctor-submit-panel':
      acknowledge('doctor', doctor, 'business-office');
      if (office) tell('business-office', office, { email: 'business-office-link' });
      tellPolicyholder({ email: 'doctor-submitted', next: 'business-office' });
      await copyConsultants('doctor-submitted');
      break;
    // A non-panel request goes straight to the insurer, who is told, as is the policyholder.
    case 'doctor-submit-non-panel':
      acknowledge('doctor', doctor, 'insurer');
      await tellInsurerReady('doctor');
      tellPolicyholder({ email: 'doctor-submitted', next: 'insurer' });
      await copyConsultants('doctor-submitted');
      break;
    // The business office confirmed the fees: the insurer has it now (told as after the doctor's
    // non-panel submit); the policyholder gets a copy with the total it confirmed.
    case 'business-office-submit':
      acknowledge('business-office', office, 'insurer');
      await tellInsurerReady('business-office');
      plan.officeTotal = request.submission?.totalBill.updated ?? null;
      tellPolicyholder({ email: 'office-submitted' });
      await copyConsultants('office-submitted');
      break;
    // The office's link was lost or locked: a new one, the earlier ones ended by this event.
    case 'resend-office-link':
      if (office) tell('business-office', office, { email: 'business-office-link' });
      break;
    // The authorisation link was lost or locked: a new one, to the account's address as at create.
    case 'resend-authorisation-link':
      tell('policyholder', policyholder, { email: 'authorisation-link' });
      break;
    // Three calendar days without the office's answer (BO-EXP): the policyholder is told.
    case 'business-office-window-expired':
      tellPolicyholder({ email: 'office-expired' });
      break;
    // An insurer's decision (written by the decisions flow before the event): the policyholder,
    // the doctor (for an amendment request, with its new link and what must change), a panel
    // hospital's business office, and the consultants when the policyholder asked.
    case 'approve':
    case 'reject':
    case 'request-amendment': {
      const { decision, submission } = request;
      if (!decision) throw new Error(`Request ${request.id} has no decision to announce`);
      plan.decisionId = decision.id;
      if (decision.outcome === 'approve') {
        plan.requestedTotal = submission ? latestAmount(submission.totalBill) : null;
      }
      tellPolicyholder({ email: 'decision', audience: 'policyholder' });
      if (decision.outcome === 'request-amendment') {
        tell('doctor', doctor, { email: 'doctor-link', occasion: 'amendment-requested' });
      } else {
        tell('doctor', doctor, { email: 'decision', audience: 'doctor' });
      }
      if (office)
        tell('business-office', office, { email: 'decision', audience: 'business-office' });
      await copyConsultants(decision.outcome);
      break;
    }
    // An automatic approval taken back: its void notices (above) say so.
    case 'reverse-automatic-approval':
      break;
    case 'amend':
      tell('doctor', doctor, { email: 'doctor-link', occasion: 'amended' });
      if (office) tell('business-office', office, { email: 'business-office-amended' });
      await copyConsultants('amended');
      break;
    case 'doctor-window-expired':
      break;
  }
  return plan;
}
