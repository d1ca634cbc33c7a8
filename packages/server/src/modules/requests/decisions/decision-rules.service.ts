import {
  DECISION_RULE_MESSAGES,
  evaluateDecisionRules,
  SINGAPORE_UTC_OFFSET,
  type DecisionRulePreview,
  type DecisionRulePreviewBody,
  type DecisionRules,
  type DecisionRuleSet,
  type DecisionRuleVersion,
  type PublishDecisionRules,
} from '@preauth/shared';
import { userActor, writeAudit } from '../../../core/audit/audit-log';
import type { AppDeps, AuthenticatedUser, CallerContext } from '../../../core/http/context';
import type { Executor } from '../../../core/db/database';
import { ConflictError, ValidationError } from '../../../core/http/errors';
import { createIdempotency, type IdempotentCall } from '../../../core/http/idempotency';
import {
  currentRuleVersion,
  insertRuleVersion,
  loadRuleSubjects,
  pastProcessingRequests,
  ruleVersionsOf,
  versionView,
} from './decision-rules.repository';

/**
 * The insurer's straight-through rule set as adjudicators govern it: its versions, publishing a
 * new one, and the preview of a draft over past requests. The sweep that applies the current
 * version is straight-through.service.ts.
 */
export function createDecisionRules(deps: AppDeps) {
  const { db, clock } = deps;
  const idempotency = createIdempotency(deps);

  return {
    async rules(insurerId: string): Promise<DecisionRules> {
      const versions = (await ruleVersionsOf(db, insurerId)).map(({ row, publisher }) =>
        versionView(row, publisher),
      );
      return { current: versions[0] ?? null, versions };
    },

    /**
     * Publishes the set as the next version (audited), current at once, only while the version it
     * was edited from is still the current one: otherwise 409 with the version published
     * meanwhile, and nothing is written. A retry with the same Idempotency-Key answers the first
     * call's version.
     */
    async publish(
      user: AuthenticatedUser,
      caller: CallerContext,
      body: PublishDecisionRules,
      call: IdempotentCall | null,
    ): Promise<DecisionRuleVersion> {
      const { basedOnVersion, straightThrough, rules } = body;
      const currentNumber = async (tx: Executor) =>
        (await currentRuleVersion(tx, user.insurerId))?.version ?? 0;
      return idempotency.once(call, (inTransaction) =>
        inTransaction(async (tx) => {
          const current = await currentNumber(tx);
          if (basedOnVersion > current) {
            const message = DECISION_RULE_MESSAGES.basedOnUnknown(basedOnVersion);
            throw new ValidationError(message, [{ path: 'basedOnVersion', message }]);
          }
          const now = clock.now();
          const written =
            basedOnVersion === current
              ? await insertRuleVersion(tx, {
                  insurerId: user.insurerId,
                  version: current + 1,
                  straightThrough,
                  rules,
                  publishedAt: now,
                  publishedBy: user.userId,
                })
              : null;
          if (!written) {
            // Read again: a version written since this transaction's last statement is seen.
            const meanwhile = await currentNumber(tx);
            throw new ConflictError(DECISION_RULE_MESSAGES.publishedMeanwhile(meanwhile));
          }
          await writeAudit(tx, {
            ...userActor(user, caller),
            action: 'decision-rules.published',
            details: {
              version: written.version,
              straightThrough: written.straightThrough,
              kinds: rules.map((rule) => rule.kind),
            },
            occurredAt: now,
          });
          return versionView(written, user.name);
        }),
      );
    },

    /** A draft set over the insurer's past requests that reached Processing; writes nothing. */
    async preview(
      insurerId: string,
      body: DecisionRulePreviewBody & { ruleSet: DecisionRuleSet },
    ): Promise<DecisionRulePreview> {
      const day = (date: string | undefined, plus = 0) => {
        if (!date) return null;
        const start = new Date(`${date}T00:00:00${SINGAPORE_UTC_OFFSET}`);
        return new Date(start.getTime() + plus * 86_400_000);
      };
      const ranged = body.from !== undefined || body.to !== undefined;
      const past = await pastProcessingRequests(db, insurerId, {
        from: day(body.from),
        to: day(body.to, 1),
        limit: ranged ? 500 : (body.last ?? 100),
      });
      const subjects = await loadRuleSubjects(
        db,
        past.map((p) => p.paId),
      );
      const failedByRule: Record<string, number> = {};
      const requests = past.flatMap((p) => {
        const subject = subjects.get(p.paId);
        if (!subject) return [];
        const outcome = evaluateDecisionRules(body.ruleSet.rules, subject);
        for (const f of outcome.failed) failedByRule[f.kind] = (failedByRule[f.kind] ?? 0) + 1;
        return [
          {
            paId: p.paId,
            erefNo: p.erefNo,
            statusCode: p.statusCode,
            reachedProcessingAt: p.reachedAt.toISOString(),
            outcome: outcome.passed ? ('pass' as const) : ('fail' as const),
            failed: outcome.failed,
          },
        ];
      });
      const passed = requests.filter((x) => x.outcome === 'pass').length;
      return {
        totals: {
          evaluated: requests.length,
          passed,
          failed: requests.length - passed,
          failedByRule,
        },
        requests,
      };
    },
  };
}
