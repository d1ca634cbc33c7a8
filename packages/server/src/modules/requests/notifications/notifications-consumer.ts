import type { AppConfig } from '../../../core/config/env';
import type { EventConsumer } from '../../../core/events/event-consumers';
import { enqueueEmail } from '../../../core/mail/outbox';
import { revokeLinkTokens } from '../access/link-tokens';
import { loadRequestAggregate } from '../aggregate/request-aggregate';
import { findRequestRow } from '../lifecycle/request.repository';
import { noticeRenderer } from './notice-emails';
import { partiesOf, planNotices, type NoticePlan } from './notice-plan';
import { NOTIFICATIONS_CONSUMER as NAME } from './notified-parties';

/** The request of an event; the stream's foreign key keeps it, so a missing one is a broken database. */
async function requestOf(tx: Parameters<EventConsumer['handle']>[0], paId: string) {
  const row = await findRequestRow(tx, paId);
  if (!row) throw new Error(`request ${paId} of an event not found`);
  return row;
}

/**
 * The request notifications (000 §2.10) and the links they carry, as a consumer of the request
 * events (docs/decisions/074-notifications-as-a-consumer.md). In the change's transaction it
 * decides who is told what (`planNotices`, from the request aggregate as the event left it) and
 * records that plan on the event; handling the event, it ends the request's live links and then
 * renders and queues the plan's emails, issuing their links, all at the event's time. One
 * consumer for both, in the stream's order: the links an event issues are ended by the next
 * event of the request, never by their own. Its writes and its position commit together, so each
 * email and link exists once, whenever it runs.
 */
export function createNotificationsConsumer(config: AppConfig): EventConsumer {
  return {
    name: NAME,
    withTheCall: true,
    async decide(tx, event) {
      // Read again: the event's own writes (the doctor's urgent mark) follow the status move.
      const request = await loadRequestAggregate(tx, await requestOf(tx, event.paId));
      const plan = await planNotices(
        tx,
        event.event,
        request,
        event.fromStatus ?? null,
        event.actorType,
        event.occurredAt,
      );
      return { notified: partiesOf(plan), facts: plan };
    },
    async handle(tx, event) {
      const plan = event.facts?.[NAME] as NoticePlan | undefined;
      // Events recorded before this consumer existed had their emails sent by the change itself.
      if (!plan) return;
      const at = event.occurredAt;
      // Each link serves one waiting status: every event ends the live ones, all issued by the
      // events before it (this consumer issues every link, in order), and issues the next status's.
      await revokeLinkTokens(tx, event.paId, at);
      const render = await noticeRenderer(tx, config, await requestOf(tx, event.paId), plan, at);
      for (const notice of plan.notices) await enqueueEmail(tx, await render(notice), at);
    },
  };
}
