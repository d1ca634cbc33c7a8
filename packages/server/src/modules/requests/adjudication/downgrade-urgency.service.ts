import {
  URGENCY_MESSAGES as M,
  type DowngradeUrgencyBody,
  type DowngradeUrgencyResponse,
} from '@preauth/shared';
import { userActor, writeAudit } from '../../../core/audit/audit-log';
import type { AppDeps, CallerContext } from '../../../core/http/context';
import { ConflictError } from '../../../core/http/errors';
import { createIdempotency, type IdempotentCall } from '../../../core/http/idempotency';
import { findRequestFor } from '../access/request-policy';
import type { RequestRow } from '../lifecycle/request.repository';
import { downgradeUrgency as treatAsStandard, urgencyOf } from '../lifecycle/urgency';
import type { UserPrincipal } from './case-holds.service';
import { sendDowngradeNotices } from './downgrade-notices';

/** 409 unless the request is urgent now: never marked, or already downgraded. */
const notUrgentError = (row: Pick<RequestRow, 'downgradedAt'>) =>
  new ConflictError(row.downgradedAt ? M.alreadyDowngraded : M.notUrgent);

/**
 * The insurer treats an urgent request as standard, with a reason the requester sees: it is then
 * due on the standard clock from when it reached Processing. Another insurer's request is 404
 * (audited by the request policy); a request not urgent now is 409; a retry with the same
 * Idempotency-Key answers the first call's answer. Audited, without the reason (free text). The
 * policyholder, and the agent or doctor who marked it urgent, are emailed in its transaction.
 */
export async function downgradeUrgency(
  deps: AppDeps,
  principal: UserPrincipal,
  paId: string,
  body: DowngradeUrgencyBody,
  call: IdempotentCall | null,
  caller: CallerContext,
): Promise<DowngradeUrgencyResponse> {
  const { user } = principal;
  return createIdempotency(deps).once(call, async (inTransaction) => {
    const read = await findRequestFor(deps, principal, paId, caller);
    if (!read.urgent) throw notUrgentError(read);
    return inTransaction(async (tx) => {
      const now = deps.clock.now();
      const row = await treatAsStandard(
        tx,
        paId,
        { userId: user.userId, reason: body.reason },
        now,
      );
      // Another adjudicator downgraded it between the read and the write.
      if (!row) throw new ConflictError(M.alreadyDowngraded);
      await writeAudit(tx, {
        ...userActor(user, caller),
        action: 'request.urgency-downgraded',
        paId,
        details: { markedBy: row.urgentMarkedBy },
        occurredAt: now,
      });
      await sendDowngradeNotices(tx, row, body.reason, now);
      return { paId, urgency: urgencyOf(row)! };
    });
  });
}
