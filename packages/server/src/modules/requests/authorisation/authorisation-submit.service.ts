import {
  AUTHORISATION_MESSAGES,
  type RequestCommandResponse,
  type submitAuthorisationBodySchema,
} from '@preauth/shared';
import type { z } from 'zod';
import type { CallerContext } from '../../../core/http/context';
import { ForbiddenError } from '../../../core/http/errors';
import type { IdempotentCall } from '../../../core/http/idempotency';
import { requireOwnInsurer, type Principal } from '../../../core/http/principal';
import { requireMethodFor, takeAuthorisationProof } from '../access/authorisation-proofs';
import type { RequestRow } from '../lifecycle/request.repository';
import type { TransitionEngine } from '../lifecycle/transition-engine';
import { requireSameRequest } from './authorising-policyholder';

type SubmitBody = z.output<typeof submitAuthorisationBodySchema>;

const hasConsultant = (row: RequestRow) =>
  row.consultantId !== null || row.riderConsultantId !== null;

/**
 * The declaration's submit (000 §2.9): one lifecycle event, accept (PEN → SUB) or reject
 * (PEN → REM-REJ). In the event's own transaction it uses up a proof (a PIN verified, or a
 * Singpass login) of this request, method and policyholder from the last 10 minutes; without one
 * it is 403 and the transaction, status move included, rolls back.
 */
export function createAuthorisationSubmit(engine: TransitionEngine) {
  return (
    principal: Principal,
    paId: string,
    body: SubmitBody,
    caller: CallerContext,
    idempotency: IdempotentCall | null,
  ): Promise<RequestCommandResponse> => {
    requireSameRequest(paId, body.paId);
    requireOwnInsurer(principal, body.insurerCode);
    const accept = body.type === 'accept';
    return engine.apply(
      {
        principal,
        paId,
        event: accept ? 'authorise-accept' : 'authorise-reject',
        caller,
        idempotency,
        // The ticks of the accepting declaration; the consultant's only where there is one.
        fields: (read) =>
          accept
            ? {
                consultantsNotified: body.fcNeedstobeNotified && hasConsultant(read),
                recommendedByServiceProvider: body.hasRecommendedbyServiceprovider,
              }
            : {},
        alongside: async (tx, read, now) => {
          requireMethodFor(read, body.authMethod);
          const proof = {
            paId: read.id,
            policyholderId: read.policyholderId,
            method: body.authMethod,
          };
          if (!(await takeAuthorisationProof(tx, proof, now))) {
            throw new ForbiddenError(AUTHORISATION_MESSAGES.proofMissing);
          }
        },
      },
      ({ row, notified }) => ({
        paId: row.id,
        erefNo: row.erefNo,
        statusCode: row.statusCode,
        notified,
      }),
    );
  };
}
