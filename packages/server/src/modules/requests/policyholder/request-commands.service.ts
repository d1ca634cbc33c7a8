import type {
  AmendRequestBody,
  CancelRequestBody,
  LifecycleEvent,
  RequestCommandResponse,
  ResendLinkBody,
  ResendRequestBody,
} from '@preauth/shared';
import type { CallerContext } from '../../../core/http/context';
import type { IdempotentCall } from '../../../core/http/idempotency';
import type { Principal } from '../../../core/http/principal';
import type { RequestFields } from '../lifecycle/request.repository';
import type { TransitionEngine } from '../lifecycle/transition-engine';

/** The policyholder's resend (to the doctor or the office), cancel and amend, the agent's new authorisation link: one lifecycle event each, through the engine. */
export function createRequestCommands(engine: TransitionEngine) {
  /** One command: the event, with the request fields its body sets. */
  const command =
    <Body>(event: LifecycleEvent, fields: (body: Body) => RequestFields) =>
    async (
      principal: Principal,
      paId: string,
      body: Body,
      caller: CallerContext,
      idempotency: IdempotentCall | null,
    ): Promise<RequestCommandResponse> =>
      engine.apply(
        { principal, paId, event, caller, fields: fields(body), idempotency },
        ({ row, notified }) => ({
          paId: row.id,
          erefNo: row.erefNo,
          statusCode: row.statusCode,
          notified,
        }),
      );

  return {
    resend: command<ResendRequestBody>('resend', (body) => ({
      resendEmailAddress: body.doctorEmail,
    })),
    resendOfficeLink: command<ResendLinkBody>('resend-office-link', () => ({})),
    resendAuthorisationLink: command<ResendLinkBody>('resend-authorisation-link', () => ({})),
    cancel: command<CancelRequestBody>('cancel', (body) => ({ cancelReason: body.cancelReason })),
    amend: command<AmendRequestBody>('amend', (body) => ({ amendReason: body.amendReason })),
  };
}
