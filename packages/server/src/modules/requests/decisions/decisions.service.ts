import {
  approveFees,
  approvedTotal,
  certificateValidUntil,
  DECISION_MESSAGES as M,
  type ApproveDecisionParsed,
  type ApprovedFee,
  type DecisionOutcome,
  type DecisionResponse,
  type LifecycleEvent,
  type RejectDecisionBody,
  type RequestAmendmentParsed,
} from '@preauth/shared';
import type { Executor } from '../../../core/db/database';
import type { AppDeps, CallerContext } from '../../../core/http/context';
import { ValidationError } from '../../../core/http/errors';
import type { IdempotentCall } from '../../../core/http/idempotency';
import type { Principal } from '../../../core/http/principal';
import { requireNotHeldByOther } from '../access/case-holds';
import { loadRequestAggregate, type RequestAggregate } from '../aggregate/request-aggregate';
import type { RequestFields } from '../lifecycle/request.repository';
import { createTransitionEngine } from '../lifecycle/transition-engine';
import { decisionBasisOf } from './decision-basis.mapper';
import { activeReasonsOf } from './decision-reasons.repository';
import { writeDecision, type NewDecision } from './decisions.repository';
import { newVerificationCode } from '../lifecycle/verification-codes';

/** One decision by the caller on the case `paId`, with the call's Idempotency-Key. */
export type DecisionCall = (
  principal: Principal,
  paId: string,
  caller: CallerContext,
  idempotency: IdempotentCall | null,
) => Promise<DecisionResponse>;

/** Which lifecycle event each decision is. */
const EVENT_OF: Record<DecisionOutcome, LifecycleEvent> = {
  approve: 'approve',
  reject: 'reject',
  'request-amendment': 'request-amendment',
};

/** What a decision writes once the request has moved: its row, and an approval's lines. */
interface DecisionWrite {
  record: Omit<NewDecision, 'paId' | 'outcome' | 'adjudicatorId' | 'decidedAt'>;
  lines?: { fees: ApprovedFee[]; reasonLabels: ReadonlyMap<string, string> };
}

type DecisionRows = (tx: Executor, request: RequestAggregate, now: Date) => Promise<DecisionWrite>;

/**
 * The adjudicator's three decisions on a request in Processing, each one transition through the
 * engine: the engine checks the insurer's scope (404), the status (409) and the version (two
 * deciding at once: one wins, 409 for the other); in its transaction the case must not be held by
 * another adjudicator (409 naming who), then the decision is written (`writeDecision`: its rows,
 * the hold's end);
 * the event's emails follow in the same transaction (notifications/request-notifications).
 */
export function createDecisions(deps: AppDeps) {
  const engine = createTransitionEngine(deps);

  const decide =
    (outcome: DecisionOutcome, rows: DecisionRows, fields: RequestFields = {}): DecisionCall =>
    (...[principal, paId, caller, idempotency]: Parameters<DecisionCall>) => {
      // The routes take adjudicators only (their `callers`).
      if (principal.kind !== 'user') throw new Error("A decision is an adjudicator's");
      const adjudicatorId = principal.user.userId;
      let decisionId = '';
      return engine.apply(
        {
          principal,
          paId,
          event: EVENT_OF[outcome],
          caller,
          idempotency,
          fields: (_read, now) => ({ ...fields, decidedAt: now }),
          alongside: async (tx, read, now) => {
            await requireNotHeldByOther(tx, read.id, adjudicatorId, now);
            const { record, lines } = await rows(tx, await loadRequestAggregate(tx, read), now);
            decisionId = await writeDecision(
              tx,
              { ...record, paId: read.id, outcome, adjudicatorId, decidedAt: now },
              lines,
            );
          },
        },
        ({ row, notified }) => ({
          paId: row.id,
          erefNo: row.erefNo,
          statusCode: row.statusCode,
          decisionId,
          decidedOn: (row.decidedAt ?? row.statusChangedAt).toISOString(),
          notified,
        }),
      );
    };

  return {
    /**
     * Approves every fee at the amount given, else the requested one; a lower amount needs a
     * reduction reason of the insurer's list, a higher one is refused (400, nothing written).
     * The certificate's validity is the insurer's policy's at this moment.
     */
    approve: (body: ApproveDecisionParsed) =>
      decide('approve', async (tx, request, now) => {
        const { detailId, details } = decisionBasisOf(request);
        // The lifecycle reaches Processing only through a submission.
        if (!details)
          throw new Error(`Request ${request.id} in Processing has no clinical details`);
        const reasons = await activeReasonsOf(tx, request.insurer.id, 'reduction');
        const { fees, issues } = approveFees(
          details,
          body.approvedAmounts,
          new Set(reasons.keys()),
        );
        if (issues.length > 0) throw new ValidationError(issues[0]!.message, issues);
        return {
          record: {
            detailId,
            conditions: body.conditions,
            approvedTotalBill: approvedTotal(fees),
            verificationCode: newVerificationCode(),
            // Fixed now: a later change of the insurer's setting leaves this certificate alone.
            validUntil: certificateValidUntil(now, request.insurer.policy.certificateValidityDays),
          },
          lines: { fees, reasonLabels: reasons },
        };
      }),

    /** Rejects with a rejection reason of the insurer's list and a text for the policyholder. */
    reject: (body: RejectDecisionBody) =>
      decide(
        'reject',
        async (tx, request) => {
          const reasons = await activeReasonsOf(tx, request.insurer.id, 'rejection');
          const label = reasons.get(body.reasonCode);
          if (!label) {
            throw new ValidationError(M.reasonUnknown, [
              { path: 'reasonCode', message: M.reasonUnknown },
            ]);
          }
          return {
            record: {
              detailId: decisionBasisOf(request).detailId,
              reasonCode: body.reasonCode,
              reasonLabel: label,
              reasonText: body.reasonText,
            },
          };
        },
        { rejectReason: body.reasonText },
      ),

    /**
     * Sends the request back to the doctor (a new link), saying what must change and which kinds
     * of document the doctor must attach before submitting again.
     */
    requestAmendment: (body: RequestAmendmentParsed) =>
      decide('request-amendment', async (_tx, request) => ({
        record: {
          detailId: decisionBasisOf(request).detailId,
          reasonText: body.changesRequired,
          requiredDocumentKinds: body.requiredDocumentKinds,
        },
      })),
  };
}
