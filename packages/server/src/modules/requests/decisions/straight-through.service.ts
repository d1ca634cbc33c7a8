import {
  approvedTotal,
  boundsStraightThrough,
  evaluateDecisionRules,
  type ReverseAutomaticBody,
  type RuleOutcome,
  type RuleSubject,
} from '@preauth/shared';
import type { FastifyBaseLogger } from 'fastify';
import { userActor, writeAudit } from '../../../core/audit/audit-log';
import type { AppDeps } from '../../../core/http/context';
import { ConflictError } from '../../../core/http/errors';
import { periodicJob, type PeriodicJob } from '../../../core/jobs/periodic-job';
import { latestDecision } from '../lifecycle/decision-records.repository';
import { RequestChangedError } from '../lifecycle/lifecycle.errors';
import { createTransitionEngine } from '../lifecycle/transition-engine';
import {
  readyNoticeDeferred,
  sendDeferredReadyNotice,
} from '../notifications/insurer-ready-notice';
import {
  currentRuleVersion,
  findUnevaluated,
  insertEvaluation,
  insurersWithRules,
  loadRuleSubjects,
  markReversed,
  unreversedAutomatic,
  type Candidate,
  type RuleVersionRow,
} from './decision-rules.repository';
import { writeDecision } from './decisions.repository';
import type { DecisionCall } from './decisions.service';
import { newVerificationCode } from '../lifecycle/verification-codes';

/** Requests evaluated per insurer in one round; a full round is followed at once by the next. */
const BATCH = 100;

export const STRAIGHT_THROUGH_MESSAGES = {
  notAutomatic:
    'Only an automatic approval can be reversed, and this request’s latest decision is not one.',
} as const;

/**
 * Straight-through decisions: the sweep that evaluates each request that reached Processing and
 * approves, through the transition engine as the system, the ones that pass every rule while
 * straight-through is on; the reversal of such an approval. The rule set's versions, publishing
 * and preview are decision-rules.service.ts.
 */
export function createStraightThrough(deps: AppDeps) {
  const { db, clock } = deps;
  const engine = createTransitionEngine(deps);

  /**
   * Approves as requested, in the engine's transaction: exactly the payable lines the rules
   * passed (`subject.payable`, the business office's amounts where it answered), written by the
   * decisions' one writer, with the evaluation recorded beside it.
   */
  const approveAutomatically = (
    candidate: Candidate,
    version: RuleVersionRow,
    subject: RuleSubject,
  ) =>
    engine.applySystem(candidate.read, 'approve', {
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
   * your decision" email when it was left to the sweep (straight-through on as the request
   * reached Processing). Nothing when another process recorded this submission's first.
   */
  const recordWaiting = (candidate: Candidate, version: RuleVersionRow, outcome: RuleOutcome) =>
    db.transaction(async (tx) => {
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
        await sendDeferredReadyNotice(tx, read, now);
      }
    });

  /**
   * One round over every insurer with rules: each request in Processing whose latest submission
   * has not been evaluated is evaluated by the insurer's current version; a pass with
   * straight-through on is approved, anything else is recorded (with the failed rules) and waits
   * for an adjudicator (the insurer is emailed then, if straight-through held back the submit's
   * email). Answers how many were evaluated and approved, and whether more wait.
   */
  async function sweep(onError: (error: unknown, paId: string) => void = () => {}) {
    let evaluated = 0;
    let approved = 0;
    let more = false;
    for (const { insurerId, since } of await insurersWithRules(db)) {
      const version = await currentRuleVersion(db, insurerId);
      if (!version) continue;
      const candidates = await findUnevaluated(db, insurerId, since, BATCH);
      more ||= candidates.length === BATCH;
      const subjects = await loadRuleSubjects(
        db,
        candidates.map((c) => c.read.id),
      );
      for (const candidate of candidates) {
        const subject = subjects.get(candidate.read.id);
        if (!subject) continue;
        const outcome = evaluateDecisionRules(version.rules, subject);
        try {
          // A version in force from before the rule that straight-through needs both bounds
          // approves nothing by itself.
          if (outcome.passed && version.straightThrough && boundsStraightThrough(version.rules)) {
            if (await approveAutomatically(candidate, version, subject)) approved += 1;
          } else {
            await recordWaiting(candidate, version, outcome);
          }
          evaluated += 1;
        } catch (error) {
          onError(error, candidate.read.id);
        }
      }
    }
    return { evaluated, approved, more };
  }

  return {
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

/** The sweep every few seconds (main.ts), beside the expiry sweep. */
export function createStraightThroughSweep(
  deps: AppDeps & { logger?: Pick<FastifyBaseLogger, 'info' | 'error'> },
): PeriodicJob {
  const straightThrough = createStraightThrough(deps);
  return periodicJob(
    async () => {
      const { evaluated, approved, more } = await straightThrough.sweep((error, paId) =>
        deps.logger?.error({ err: error, paId }, 'straight-through evaluation failed'),
      );
      if (evaluated > 0) deps.logger?.info({ evaluated, approved }, 'straight-through round');
      return more;
    },
    (error) => deps.logger?.error({ err: error }, 'straight-through sweep failed'),
  );
}
