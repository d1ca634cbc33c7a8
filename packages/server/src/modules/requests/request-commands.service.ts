import {
  findTransition,
  type AmendRequestBody,
  type CancelRequestBody,
  type LifecycleEvent,
  type RequestCommandResponse,
  type ResendRequestBody,
} from '@preauth/shared';
import { userActor, writeAudit } from '../../core/audit/audit-log';
import type { Executor } from '../../core/db/database';
import type { AppDeps, AuthenticatedUser, CallerContext } from '../../core/http/context';
import { findRequestForCaller } from './request-access';
import { createRequestNotifications } from './request-notifications';
import { policyholderScope } from './request-scope';
import { RequestChangedError, TransitionRefusedError } from './requests.errors';
import { insertStatusHistory, updateIfUnchanged, type RequestRow } from './requests.repository';

type Fields = Parameters<typeof updateIfUnchanged>[4];
type Notify = (tx: Executor, row: RequestRow, now: Date) => Promise<void>;

/** The policyholder's resend, cancel and amend: one lifecycle transition each. */
export function createRequestCommands(deps: AppDeps) {
  const { db, clock } = deps;
  const notifications = createRequestNotifications(deps.config);

  /**
   * Checks the transition against the lifecycle table, then, in one transaction, moves the row
   * only if nobody moved it since it was read, and writes the history, audit, tokens and emails.
   */
  async function transition(
    user: AuthenticatedUser,
    paId: string,
    event: LifecycleEvent,
    caller: CallerContext,
    fields: Fields,
    notify: Notify,
  ): Promise<RequestCommandResponse> {
    const read = await findRequestForCaller(deps, user, policyholderScope(user), paId, caller);
    const allowed = findTransition(read.statusCode, event, 'policy-holder');
    if (!allowed) throw new TransitionRefusedError(event, read.statusCode);
    const now = clock.now();
    const row = await db.transaction(async (tx) => {
      const moved = await updateIfUnchanged(tx, read, allowed.to ?? read.statusCode, now, fields);
      if (!moved) throw new RequestChangedError();
      if (allowed.to) {
        await insertStatusHistory(tx, {
          paId,
          statusCode: allowed.to,
          actorType: 'policy-holder',
          actorId: user.userId,
          at: now,
        });
      }
      // Reasons stay out of the audit log: people write diagnoses into them.
      await writeAudit(tx, {
        ...userActor(user, caller),
        action: `request.${event}`,
        paId,
        details: { erefNo: moved.erefNo, from: read.statusCode, to: moved.statusCode },
        occurredAt: now,
      });
      await notify(tx, moved, now);
      return moved;
    });
    return { paId: row.id, erefNo: row.erefNo, statusCode: row.statusCode };
  }

  return {
    resend: (
      user: AuthenticatedUser,
      paId: string,
      body: ResendRequestBody,
      caller: CallerContext,
    ) =>
      transition(
        user,
        paId,
        'resend',
        caller,
        { resendEmailAddress: body.doctorEmail },
        notifications.resent,
      ),
    cancel: (
      user: AuthenticatedUser,
      paId: string,
      body: CancelRequestBody,
      caller: CallerContext,
    ) =>
      transition(
        user,
        paId,
        'cancel',
        caller,
        { cancelReason: body.cancelReason },
        notifications.cancelled,
      ),
    amend: (user: AuthenticatedUser, paId: string, body: AmendRequestBody, caller: CallerContext) =>
      transition(
        user,
        paId,
        'amend',
        caller,
        { amendReason: body.amendReason },
        notifications.amended,
      ),
  };
}
