import {
  approvedTotal,
  boundsStraightThrough,
  certificateValidUntil,
  evaluateDecisionRules,
  type ReverseAutomaticBody,
  type RuleOutcome,
  type RuleSubject,
} from '@preauth/shared';
import { userActor, writeAudit } from '../../../core/audit/audit-log';
import type { Executor } from '../../../core/db/database';
import { drainEventConsumer, type EventConsumer } from '../../../core/events/event-consumers';
import type { RequestEvent } from '../../../core/events/event-stream';
import type { AppDeps } from '../../../core/http/context';
import { ConflictError } from '../../../core/http/errors';
import { latestDecision } from '../lifecycle/decision-records.repository';
import { RequestChangedError } from '../lifecycle/lifecycle.errors';
import { createTransitionEngine } from '../lifecycle/transition-engine';
import {
  readyNoticeDeferred,
  sendDeferredReadyNotice,
} from '../notifications/insurer-ready-notice';
import { loadRequestAggregate } from '../aggregate/request-aggregate';
import type { RequestRow } from '../lifecycle/request.repository';
import {
  currentRuleVersion,
  findUnevaluated,
  insertEvaluation,
  markReversed,
  policyStanding,
  unreversedAutomatic,
  type RuleVersionRow,
} from './decision-rules.repository';
import { ruleSubjectOf } from './rule-subject.mapper';
import { writeDecision } from './decisions.repository';
import type { DecisionCall } from './decisions.service';
import { newVerificationCode } from '../lifecycle/verification-codes';

/** A request to evaluate: the request as read and the id of its latest submission. */
interface Candidate {
  read: RequestRow;
  detailId: string;
  /** The business office confirmed the submission's fees (its total stored beside the doctor's). */
  confirmedByOffice: boolean;
  /** The insurer's certificate validity (its policy as the request is evaluated). */
  certificateValidityDays: number;
}

export const STRAIGHT_THROUGH_MESSAGES = {
  notAutomatic:
    'Only an automatic approval can be reversed, and this request’s latest decision is not one.',
} as const;

/** What evaluating on an event did: approved, recorded as waiting, or nothing to evaluate. */
export type Evaluation = 'approved' | 'waiting' | null;

/**
 * Straight-through decisions: the consumer of the events that bring a request to the insurer
 * (to Processing), which evaluates the request and approves, through the transition engine as
 * the system, one that passes every rule while straight-through is on; the reversal of such an
 * approval. The rule set's versions, publishing and preview are decision-rules.service.ts.
 */
export function createStraightThrough(deps: AppDeps) {
  const { clock } = deps;
  const engine = createTransitionEngine(deps);

  /**
   * Approves as requested, in the engine's transaction: exactly the payable lines the rules
   * passed (`subject.payable`, the business office's amounts where it answered), written by the
   * decisions' one writer, with the evaluation recorded beside it.
   */
  const approveAutomatically = (
    tx: Executor,
    candidate: Candidate,
    version: RuleVersionRow,
    subject: RuleSubject,
  ) =>
    engine.applySystem(candidate.read, 'approve', {
      tx,
      fields: (_read, now) => ({ decidedAt: now }),
      alongside: async (tx, read, now) => {
        const decisionId = await writeDecision(
          tx,
          {
            paId: read.id,
            outcome: 'approve',
            adjudicatorId: null,
            detailId: candidate.detailId,
            decidedAt: now,
            approvedTotalBill: approvedTotal(subject.payable),
            verificationCode: newVerificationCode(),
            validUntil: certificateValidUntil(now, candidate.certificateValidityDays),
          },
          { fees: subject.payable, reasonLabels: new Map() },
        );
        const recorded = await insertEvaluation(tx, {
          paId: read.id,
          detailId: candidate.detailId,
          ruleVersionId: version.id,
          evaluatedAt: now,
          passed: true,
          failedRules: [],
          decisionId,
        });
        // Another process evaluated this submission first: its outcome stands.
        if (!recorded) throw new RequestChangedError();
        await writeAudit(tx, {
          actorType: 'system',
          insurerId: read.insurerId,
          action: 'request.approved-automatically',
          paId: read.id,
          details: { erefNo: read.erefNo, decisionId, ruleVersion: version.version },
          occurredAt: now,
        });
      },
    });

  /**
   * Records an evaluation that does not approve; in its transaction, the insurer's "ready for
   * your decision" email when it was left to straight-through (straight-through on as the request
   * reached Processing). Nothing when another process recorded this submission's first.
   */
  const recordWaiting = async (
    tx: Executor,
    candidate: Candidate,
    version: RuleVersionRow,
    outcome: RuleOutcome,
  ) => {
    const now = clock.now();
    const recorded = await insertEvaluation(tx, {
      paId: candidate.read.id,
      detailId: candidate.detailId,
      ruleVersionId: version.id,
      evaluatedAt: now,
      passed: outcome.passed,
      failedRules: outcome.failed,
    });
    const { read } = candidate;
    if (recorded && (await readyNoticeDeferred(tx, read.insurerId, read.statusChangedAt))) {
      await sendDeferredReadyNotice(tx, read, now, candidate.confirmedByOffice);
    }
  };

  /**
   * On an event that brought a request to Processing, in the consumer's transaction: when the
   * request is still there with its latest submission not yet evaluated (and reached it since
   * its insurer's first rule version), the insurer's current version evaluates it; a pass with
   * straight-through on is approved, anything else is recorded (with the failed rules) and
   * waits for an adjudicator (the insurer is emailed then, if straight-through held back the
   * submit's email).
   */
  async function evaluateOn(tx: Executor, event: RequestEvent): Promise<Evaluation> {
    if (event.toStatus !== 'PRO') return null;
    const read = await findUnevaluated(tx, event.paId);
    const version = read && (await currentRuleVersion(tx, read.insurerId));
    if (!read || !version) return null;
    // One after another: a transaction is one connection (Executor).
    const { insurer, submission } = await loadRequestAggregate(tx, read);
    const standing = await policyStanding(tx, read.id);
    if (!submission) return null;
    const candidate = {
      read,
      detailId: submission.id,
      confirmedByOffice: submission.totalBill.updated !== null,
      certificateValidityDays: insurer.policy.certificateValidityDays,
    };
    const subject = ruleSubjectOf(submission, standing, insurer.policy.feeCaps);
    const outcome = evaluateDecisionRules(version.rules, subject);
    // A version in force from before the rule that straight-through needs both bounds approves
    // nothing by itself.
    if (outcome.passed && version.straightThrough && boundsStraightThrough(version.rules)) {
      return (await approveAutomatically(tx, candidate, version, subject)) ? 'approved' : null;
    }
    await recordWaiting(tx, candidate, version, outcome);
    return 'waiting';
  }

  /** The stream's consumer: in the background, as the 2 s sweep it replaces was. */
  const consumer: EventConsumer = {
    name: 'straight-through',
    withTheCall: false,
    async handle(tx, event) {
      await evaluateOn(tx, event);
    },
  };

  /**
   * One round of the consumer now, as the runner does it every second: answers how many
   * requests it evaluated and approved, and whether more events wait.
   */
  async function sweep() {
    let evaluated = 0;
    let approved = 0;
    const counting: EventConsumer = {
      ...consumer,
      async handle(tx, event) {
        const evaluation = await evaluateOn(tx, event);
        if (evaluation) evaluated += 1;
        if (evaluation === 'approved') approved += 1;
      },
    };
    const { more } = await drainEventConsumer(deps, counting);
    return { evaluated, approved, more };
  }

  return {
    consumer,
    sweep,

    /**
     * APP → PRO through the engine, only when the latest decision is an automatic approval not
     * yet reversed (409 otherwise, nothing written): the approval is marked reversed, so its
     * certificate no longer verifies as approved; the policyholder is told (audited).
     */
    reverse:
      (body: ReverseAutomaticBody): DecisionCall =>
      (principal, paId, caller, idempotency) => {
        if (principal.kind !== 'user') throw new Error("A reversal is an adjudicator's");
        const adjudicatorId = principal.user.userId;
        let decisionId = '';
        return engine.apply(
          {
            principal,
            paId,
            event: 'reverse-automatic-approval',
            caller,
            idempotency,
            fields: { decidedAt: null },
            alongside: async (tx, read, now) => {
              const decision = await latestDecision(tx, read.id);
              const automatic =
                decision?.outcome === 'approve' ? await unreversedAutomatic(tx, decision.id) : null;
              if (!decision || !automatic) {
                throw new ConflictError(STRAIGHT_THROUGH_MESSAGES.notAutomatic);
              }
              decisionId = decision.id;
              const reversed = await markReversed(tx, automatic.id, {
                reversedAt: now,
                reversedBy: adjudicatorId,
                reversalReason: body.reason,
              });
              if (!reversed) throw new RequestChangedError();
              await writeAudit(tx, {
                ...userActor(principal.user, caller),
                action: 'request.automatic-approval-reversed',
                paId: read.id,
                details: { erefNo: read.erefNo, decisionId },
                occurredAt: now,
              });
            },
          },
          ({ row, notified }) => ({
            paId: row.id,
            erefNo: row.erefNo,
            statusCode: row.statusCode,
            decisionId,
            decidedOn: row.statusChangedAt.toISOString(),
            notified,
          }),
        );
      },
  };
}
