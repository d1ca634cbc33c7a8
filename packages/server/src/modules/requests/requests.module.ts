import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerEventConsumer, type ConsumerDeps } from '../../core/events/event-consumers';
import type { AppDeps } from '../../core/http/context';
import type { AttachmentRenderers } from '../../core/mail/outbox-worker';
import type { PdfRenderer } from '../../core/pdf/pdf-renderer';
import { certificateAttachment } from './certificate/certificate-attachment';
import { CERTIFICATE_ATTACHMENT } from './notifications/decision-emails';
import { LIA_FORM_ATTACHMENT } from './notifications/acknowledgement-emails';
import { liaFormAttachment } from './lia-form/lia-form-attachment';
import { createStraightThrough } from './decisions/straight-through.service';
import { revokeLinkSession } from './access/link-sessions';
import { auditLink } from './links/link-access.service';
import { remoteAuthoriserInfo } from './access/remote-authoriser';
import { adjudicationModule } from './adjudication/adjudication.routes';
import { mayRead } from './access/request-policy';
import { authorisationModule } from './authorisation/authorisation.routes';
import { businessOfficeModule } from './business-office/business-office.routes';
import { certificateModule } from './certificate/certificate.routes';
import { decisionsModule } from './decisions/decisions.routes';
import { requestDetailModule } from './detail/request-detail.routes';
import { requestAuditConsumer } from './lifecycle/request-audit-consumer';
import { amendmentPrefillConsumer } from './doctor/amendment-prefill.consumer';
import { doctorModule } from './doctor/doctor.routes';
import { doctorHomeModule } from './doctor-home/doctor-home.routes';
import { findRequestWaitingForDoctor } from './doctor/doctor-input-open';
import { liaFormModule } from './lia-form/lia-form.routes';
import { createNotificationsConsumer } from './notifications/notifications-consumer';
import { linksModule } from './links/links.routes';
import { requestListModule } from './list/request-list.routes';
import { policyholderRequestsModule } from './policyholder/policyholder-requests.routes';
import { singpassModule } from './singpass/singpass.routes';

export { createRequestTimers } from './lifecycle/expiry-sweep';
export { createOverdueAlerts } from './adjudication/overdue-alerts';
export { createMorningDigests } from './adjudication/morning-digests';
export { singpassStandIn } from './singpass/singpass-stand-in';

/**
 * The consumers of the request events, registered by the web app (the audit entry settles with the
 * call in its transaction) and by the worker (everything the calls left): the audit entry of each
 * event, its notifications with the links they issue and end, and straight-through evaluation on
 * the events that bring a request to the insurer, and the fees that count laid over the doctor's
 * kept form when a request comes back to the doctor.
 */
export function registerRequestEventConsumers(deps: AppDeps & ConsumerDeps): void {
  registerEventConsumer(deps, requestAuditConsumer);
  registerEventConsumer(deps, createNotificationsConsumer(deps.config));
  registerEventConsumer(deps, createStraightThrough(deps).consumer);
  registerEventConsumer(deps, amendmentPrefillConsumer);
}

/**
 * The files request emails attach, drawn by the outbox worker when it sends them: an approval's
 * certificate (docs/decisions/078-the-approval-delivered-and-its-void-notices.md) and a
 * submitter's LIA form (record 082). `pdf` is the worker's own pool, ended with it.
 */
export const requestEmailAttachments = (deps: AppDeps, pdf: PdfRenderer): AttachmentRenderers => ({
  render: {
    [CERTIFICATE_ATTACHMENT]: certificateAttachment(deps, pdf),
    [LIA_FORM_ATTACHMENT]: liaFormAttachment(deps, pdf),
  },
  close: () => pdf.close(),
});

/**
 * Pre-authorisation requests: one plugin per flow or concern, each in its own folder. Not
 * encapsulated, so other modules can ask the request policy through `app.mayReadRequest` and
 * `app.requireDoctorInputOpen` (and who
 * a remote authoriser stands for through `app.remoteAuthoriserInfo`, and a link holder's logout through
 * `app.endLinkSession`).
 */
export const requestsModule = fp(
  async (app: FastifyInstance) => {
    app.decorate('mayReadRequest', (principal, paId, caller) =>
      mayRead(app.deps, principal, paId, caller),
    );
    app.decorate('requireDoctorInputOpen', async (principal, paId, caller) => {
      await findRequestWaitingForDoctor(app.deps, principal, paId, caller);
    });
    app.decorate('remoteAuthoriserInfo', (link) => remoteAuthoriserInfo(app.deps.db, link.paId));
    app.decorate('endLinkSession', async (link, caller) => {
      const now = app.deps.clock.now();
      if (await revokeLinkSession(app.deps.db, link.linkSessionId, now)) {
        await auditLink(app.deps.db, 'link.logout', link, caller, now);
      }
    });
    registerRequestEventConsumers({ ...app.deps, logger: app.log });
    await app.register(requestListModule);
    await app.register(certificateModule);
    await app.register(liaFormModule);
    await app.register(requestDetailModule);
    await app.register(policyholderRequestsModule);
    await app.register(linksModule);
    await app.register(authorisationModule);
    await app.register(doctorModule);
    await app.register(doctorHomeModule);
    await app.register(businessOfficeModule);
    await app.register(singpassModule);
    await app.register(decisionsModule);
    await app.register(adjudicationModule);
  },
  { name: 'requests' },
);
