import { eq } from 'drizzle-orm';
import { writeAudit } from '../../../core/audit/audit-log';
import { paRequests } from '../../../core/db/schema';
import type { EventConsumer } from '../../../core/events/event-consumers';

/**
 * The audit entry of each request event, as the engine wrote it in the change's transaction
 * before the stream: `request.created` (with the status and urgency it was created with) or
 * `request.<event>` (from and to), by whoever made the change, at its time. Reasons and other
 * free text stay out: people write diagnoses into them.
 */
export const requestAuditConsumer: EventConsumer = {
  name: 'request-audit',
  withTheCall: true,
  async handle(tx, event) {
    const [request] = await tx
      .select({ erefNo: paRequests.erefNo })
      .from(paRequests)
      .where(eq(paRequests.id, event.paId));
    // The stream's foreign key keeps the request: a missing one is a broken database.
    if (!request) throw new Error(`request ${event.paId} of event ${event.id} not found`);
    const { erefNo } = request;
    const created = event.event === 'create';
    await writeAudit(tx, {
      actorType: event.actorType,
      actorId: event.actorId,
      insurerId: event.insurerId,
      ip: event.ip,
      requestId: event.callRequestId,
      action: created ? 'request.created' : `request.${event.event}`,
      paId: event.paId,
      details: created
        ? { erefNo, statusCode: event.toStatus, urgent: event.facts?.urgent === true }
        : { erefNo, from: event.fromStatus, to: event.toStatus },
      occurredAt: event.occurredAt,
    });
  },
};
