import {
  findTransition,
  type AmendRequestBody,
  type CancelRequestBody,
  type LifecycleEvent,
  type RequestCommandResponse,
  type ResendRequestBody,
  type StatusCode,
} from '@preauth/shared';
import { userActor, writeAudit } from '../../../core/audit/audit-log';
import type { Executor } from '../../../core/db/database';
import type { AppDeps, AuthenticatedUser, CallerContext } from '../../../core/http/context';
import { findRequestForCaller } from '../access/request-policy';
import { createRequestNotifications } from '../notifications/request-notifications';
import { policyholderScope } from '../access/request-scope';
import {
  isSecondOpenRequest,
  PatientHasOpenRequestError,
  RequestChangedError,
  TransitionRefusedError,
} from '../lifecycle/lifecycle.errors';
import {
  insertStatusHistory,
  updateIfUnchanged,
  type RequestRow,
} from '../lifecycle/request.repository';

type Fields = Parameters<typeof updateIfUnchanged>[4];
/** Sends a transition's emails; `from` is the status the request left. */
type Notify = (tx: Executor, row: RequestRow, now: Date, from: StatusCode) => Promise<void>;

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
    // Amending an approved request opens it again: refused while the patient has another open one.
    const row = await db
      .transaction(async (tx) => {
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
        await notify(tx, moved, now, read.statusCode);
        return moved;
      })
      .catch((error: unknown) => {
        throw isSecondOpenRequest(error) ? new PatientHasOpenRequestError() : error;
      });
    return { paId: row.id, erefNo: row.erefNo, statusCode: row.statusCode };
  }

  /** One command: the transition of `event`, with the row fields its body sets. */
  const command =
    <Body>(event: LifecycleEvent, fields: (body: Body) => Fields, notify: Notify) =>
    (user: AuthenticatedUser, paId: string, body: Body, caller: CallerContext) =>
      transition(user, paId, event, caller, fields(body), notify);

  return {
    resend: command<ResendRequestBody>(
      'resend',
      (body) => ({ resendEmailAddress: body.doctorEmail }),
      notifications.resent,
    ),
    cancel: command<CancelRequestBody>(
      'cancel',
      (body) => ({ cancelReason: body.cancelReason }),
      notifications.cancelled,
    ),
    amend: command<AmendRequestBody>(
      'amend',
      (body) => ({ amendReason: body.amendReason }),
      notifications.amended,
    ),
  };
}
