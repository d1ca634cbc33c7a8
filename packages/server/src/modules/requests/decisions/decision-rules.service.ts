import {
  disagrees,
  previewTotals,
  evaluateDecisionRules,
  RULE_PROPOSAL_MESSAGES,
  startOfSingaporeDay,
  type DeclineRuleProposalBody,
  type DecisionRulePreview,
  type DecisionRulePreviewBody,
  type DecisionRules,
  type DecisionRuleSet,
  type DecisionRuleVersion,
  type ProposeDecisionRules,
  type RuleProposal,
} from '@preauth/shared';
import { userActor, writeAudit } from '../../../core/audit/audit-log';
import type { AuditDetailsByAction } from '../../../core/audit/audit-catalogue';
import type { AppDeps, AuthenticatedUser, CallerContext } from '../../../core/http/context';
import type { Executor } from '../../../core/db/database';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
} from '../../../core/http/errors';
import { createIdempotency, type IdempotentCall } from '../../../core/http/idempotency';
import { decidedOutcomes } from './decided-outcomes.repository';
import {
  currentRuleVersion,
  insertRuleVersion,
  loadRuleSubmissions,
  pastProcessingRequests,
  ruleVersionsOf,
  versionView,
} from './decision-rules.repository';
import {
  decideProposal,
  declinedProposals,
  findProposal,
  insertProposal,
  pendingProposal,
  proposalView,
  type NamedProposal,
} from './rule-proposals.repository';
import { ruleProposalEmails } from './rule-proposal-emails';
import { ruleSubjectOf } from './rule-subject.mapper';
import { insurerPolicy } from '../lifecycle/insurer-policy.repository';

const M = RULE_PROPOSAL_MESSAGES;

/** The number of the insurer's version in force, 0 before the first. */
const currentNumber = async (tx: Executor, insurerId: string) =>
  (await currentRuleVersion(tx, insurerId))?.version ?? 0;

/** 409 naming who decided the proposal (read again: it may have been decided meanwhile). */
async function alreadyDecided(tx: Executor, insurerId: string, id: string): Promise<never> {
  const found = await findProposal(tx, insurerId, id);
  const status = found?.row.status === 'declined' ? 'declined' : 'approved';
  throw new ConflictError(M.alreadyDecided(status, found?.decidedBy ?? 'Another adjudicator'));
}

/**
 * The insurer's straight-through rule set as adjudicators govern it (issue 22, four eyes): its
 * versions, a change proposed by one adjudicator and approved (then in force) or declined by
 * another, and the preview of a draft over past requests beside what was decided on them. The
 * consumer that applies the version in force is straight-through.service.ts.
 */
export function createDecisionRules(deps: AppDeps) {
  const { db, clock } = deps;
  const idempotency = createIdempotency(deps);
  const emails = ruleProposalEmails(deps.config.publicUrl);

  /** The proposal of the caller's insurer, 404 when there is none of that insurer. */
  const proposalOf = async (tx: Executor, user: AuthenticatedUser, id: string) => {
    const found = await findProposal(tx, user.insurerId, id);
    if (!found) throw new NotFoundError(M.notFound);
    return found;
  };

  const audit = <A extends 'proposed' | 'approved' | 'declined'>(
    tx: Executor,
    user: AuthenticatedUser,
    caller: CallerContext,
    action: A,
    { row }: Pick<NamedProposal, 'row'>,
    details: Omit<AuditDetailsByAction[`decision-rules.${A}`], 'proposalId' | 'basedOnVersion'>,
    occurredAt: Date,
  ) =>
    writeAudit(tx, {
      ...userActor(user, caller),
      action: `decision-rules.${action}`,
      details: {
        proposalId: row.id,
        basedOnVersion: row.basedOnVersion,
        ...details,
      } as AuditDetailsByAction[`decision-rules.${A}`],
      occurredAt,
    });

  return {
    async rules(user: AuthenticatedUser): Promise<DecisionRules> {
      const [versionRows, pending, declined] = await Promise.all([
        ruleVersionsOf(db, user.insurerId),
        pendingProposal(db, user.insurerId),
        declinedProposals(db, user.insurerId),
      ]);
      const versions = versionRows.map(({ row, ...names }) => versionView(row, names));
      return {
        current: versions[0] ?? null,
        versions,
        pending: pending && proposalView(pending, user.userId),
        declined: declined.map((proposal) => proposalView(proposal, user.userId)),
      };
    },

    /**
     * Proposes the set as the next version (audited), only while the version it was edited from
     * is still in force and no other proposal of the insurer waits: otherwise 409, and nothing is
     * written. A retry with the same Idempotency-Key answers the first call's proposal.
     */
    async propose(
      user: AuthenticatedUser,
      caller: CallerContext,
      body: ProposeDecisionRules,
      call: IdempotentCall | null,
    ): Promise<RuleProposal> {
      const { basedOnVersion, straightThrough, rules } = body;
      const pendingConflict = async (tx: Executor) => {
        const waiting = await pendingProposal(tx, user.insurerId);
        return (
          waiting &&
          new ConflictError(M.pendingExists(waiting.proposedBy ?? '', waiting.row.proposedAt))
        );
      };
      return idempotency.once(call, (inTransaction) =>
        inTransaction(async (tx) => {
          const inForce = await currentRuleVersion(tx, user.insurerId);
          const current = inForce?.version ?? 0;
          if (basedOnVersion > current) {
            const message = M.basedOnUnknown(basedOnVersion);
            throw new ValidationError(message, [{ path: 'basedOnVersion', message }]);
          }
          if (basedOnVersion < current) throw new ConflictError(M.publishedMeanwhile(current));
          const waiting = await pendingConflict(tx);
          if (waiting) throw waiting;
          const now = clock.now();
          const row = await insertProposal(tx, {
            insurerId: user.insurerId,
            basedOnVersion,
            straightThrough,
            rules,
            proposedBy: user.userId,
            proposedAt: now,
          });
          // Another was proposed since this transaction's last statement: read it again.
          if (!row) throw (await pendingConflict(tx)) ?? new Error('A proposal vanished');
          await audit(
            tx,
            user,
            caller,
            'proposed',
            { row },
            { straightThrough, kinds: rules.map((rule) => rule.kind) },
            now,
          );
          await emails.proposed(
            tx,
            {
              insurerId: user.insurerId,
              proposerId: user.userId,
              proposerName: user.name,
              version: current + 1,
              before: inForce,
              after: row,
            },
            now,
          );
          return proposalView(
            { row, proposedBy: user.name, decidedBy: null, version: null },
            user.userId,
          );
        }),
      );
    },

    /**
     * A colleague's proposal becomes the next version, in force at once (audited): 403 for its
     * proposer, 404 for another insurer's, 409 once decided or when the version it was edited
     * from is no longer in force (it then waits for a decline).
     */
    async approve(
      user: AuthenticatedUser,
      caller: CallerContext,
      proposalId: string,
      call: IdempotentCall | null,
    ): Promise<DecisionRuleVersion> {
      return idempotency.once(call, (inTransaction) =>
        inTransaction(async (tx) => {
          const proposal = await proposalOf(tx, user, proposalId);
          const { row } = proposal;
          if (row.proposedBy === user.userId) throw new ForbiddenError(M.ownProposal);
          if (row.status !== 'pending') return alreadyDecided(tx, user.insurerId, row.id);
          const current = await currentNumber(tx, user.insurerId);
          if (current !== row.basedOnVersion) {
            // A colleague's approval of this very proposal, committed since it was read, is the
            // version now in force: say so rather than call the proposal out of date.
            const again = await proposalOf(tx, user, row.id);
            if (again.row.status !== 'pending') return alreadyDecided(tx, user.insurerId, row.id);
            throw new ConflictError(M.outOfDate(row.basedOnVersion, current));
          }
          const now = clock.now();
          const written = await insertRuleVersion(tx, {
            insurerId: user.insurerId,
            version: current + 1,
            straightThrough: row.straightThrough,
            rules: row.rules,
            publishedAt: now,
            publishedBy: user.userId,
            proposedBy: row.proposedBy,
          });
          // Approved by a colleague at the same moment: theirs is the version.
          if (!written) return alreadyDecided(tx, user.insurerId, row.id);
          const decided = await decideProposal(tx, row.id, {
            status: 'approved',
            decidedBy: user.userId,
            decidedAt: now,
            versionId: written.id,
          });
          if (!decided) return alreadyDecided(tx, user.insurerId, row.id);
          await audit(
            tx,
            user,
            caller,
            'approved',
            proposal,
            { version: written.version, straightThrough: written.straightThrough },
            now,
          );
          await emails.approved(
            tx,
            { proposerId: row.proposedBy, approverName: user.name, version: written.version },
            now,
          );
          return versionView(written, {
            proposedBy: proposal.proposedBy,
            approvedBy: user.name,
          });
        }),
      );
    },

    /** Declines a proposal with the reason (audited; its proposer may too): 409 once decided. */
    async decline(
      user: AuthenticatedUser,
      caller: CallerContext,
      proposalId: string,
      body: DeclineRuleProposalBody,
      call: IdempotentCall | null,
    ): Promise<RuleProposal> {
      return idempotency.once(call, (inTransaction) =>
        inTransaction(async (tx) => {
          const proposal = await proposalOf(tx, user, proposalId);
          const now = clock.now();
          const decided =
            proposal.row.status === 'pending' &&
            (await decideProposal(tx, proposal.row.id, {
              status: 'declined',
              decidedBy: user.userId,
              decidedAt: now,
              declineReason: body.reason,
            }));
          if (!decided) return alreadyDecided(tx, user.insurerId, proposal.row.id);
          await audit(tx, user, caller, 'declined', proposal, {}, now);
          if (proposal.row.proposedBy !== user.userId) {
            await emails.declined(
              tx,
              { proposerId: proposal.row.proposedBy, deciderName: user.name, reason: body.reason },
              now,
            );
          }
          return proposalView(await proposalOf(tx, user, proposalId), user.userId);
        }),
      );
    },

    /**
     * A draft set over the insurer's past requests that reached Processing, each beside what was
     * actually decided on it, the disagreements first; writes nothing.
     */
    async preview(
      insurerId: string,
      body: DecisionRulePreviewBody & { ruleSet: DecisionRuleSet },
    ): Promise<DecisionRulePreview> {
      const day = (date: string | undefined, plus = 0) => {
        if (!date) return null;
        const start = startOfSingaporeDay(date);
        return new Date(start.getTime() + plus * 86_400_000);
      };
      const ranged = body.from !== undefined || body.to !== undefined;
      const past = await pastProcessingRequests(db, insurerId, {
        from: day(body.from),
        to: day(body.to, 1),
        limit: ranged ? 500 : (body.last ?? 100),
      });
      const paIds = past.map((p) => p.paId);
      const [subjects, decided, { feeCaps }] = await Promise.all([
        loadRuleSubmissions(db, paIds),
        decidedOutcomes(db, paIds),
        insurerPolicy(db, insurerId),
      ]);
      const requests = past.flatMap((p) => {
        const subject = subjects.get(p.paId);
        if (!subject) return [];
        const outcome = evaluateDecisionRules(
          body.ruleSet.rules,
          ruleSubjectOf(subject.submission, subject.standing, feeCaps),
        );
        const actually = decided.get(p.paId) ?? 'not-decided';
        return [
          {
            paId: p.paId,
            erefNo: p.erefNo,
            statusCode: p.statusCode,
            reachedProcessingAt: p.reachedAt.toISOString(),
            outcome: outcome.passed ? ('pass' as const) : ('fail' as const),
            failed: outcome.failed,
            decided: actually,
            disagrees: disagrees(outcome.passed, actually),
          },
        ];
      });
      return {
        totals: previewTotals(requests),
        requests: [...requests.filter((x) => x.disagrees), ...requests.filter((x) => !x.disagrees)],
      };
    },
  };
}
