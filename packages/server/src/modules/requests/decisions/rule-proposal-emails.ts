import { PAGE_PATHS, ruleChangeSummary, type DecisionRule } from '@preauth/shared';
import type { Executor } from '../../../core/db/database';
import { emailBody, type Line } from '../../../core/mail/email-body';
import { enqueueEmail } from '../../../core/mail/outbox';
import { addresseeOf, otherAdjudicators, type Addressee } from './rule-proposals.repository';

// Rule changes under four eyes tell whoever can act: a proposal its possible approvers, a decision
// its proposer. Each is queued in the transaction of the change, so a refused or rolled-back call
// sends nothing. The names and a decline's reason are in the body only; the outbox logs the kind.

export const RULE_EMAIL_SUBJECTS = {
  proposed: 'Decision rules: a change waits for your approval',
  approved: (version: number) => `Decision rules: version ${version} is in force`,
  declined: 'Decision rules: your proposed change was declined',
} as const;

type RuleSet = { straightThrough: boolean; rules: readonly DecisionRule[] };

/** Queues an email between the insurer's own adjudicators (about no request). */
const send = (
  tx: Executor,
  kind: string,
  to: Addressee,
  subject: string,
  lines: Line[],
  now: Date,
) => enqueueEmail(tx, { paId: null, kind, recipient: to.email, subject, ...emailBody(lines) }, now);

export function ruleProposalEmails(publicUrl: string) {
  const rulesPage: Line = { href: `${publicUrl}${PAGE_PATHS.adjudicationRules}` };

  return {
    /** To every other adjudicator of the insurer (none when the proposer is alone). */
    async proposed(
      tx: Executor,
      proposal: {
        insurerId: string;
        proposerId: string;
        proposerName: string;
        version: number;
        before: RuleSet | null;
        after: RuleSet;
      },
      now: Date,
    ) {
      const lines: Line[] = [
        `${proposal.proposerName} has proposed a change to the straight-through decision rules. Once another adjudicator approves it, it comes into force as version ${proposal.version}.`,
        `What changes: ${ruleChangeSummary(proposal.before, proposal.after)}`,
        'You can see it in full, with its preview over past requests, and approve or decline it on the decision rules page:',
        rulesPage,
      ];
      for (const to of await otherAdjudicators(tx, proposal.insurerId, proposal.proposerId)) {
        await send(tx, 'rule-change-proposed', to, RULE_EMAIL_SUBJECTS.proposed, lines, now);
      }
    },

    /** To the proposer, naming the colleague who approved it. */
    async approved(
      tx: Executor,
      decision: { proposerId: string; approverName: string; version: number },
      now: Date,
    ) {
      const to = await addresseeOf(tx, decision.proposerId);
      if (!to) return;
      await send(
        tx,
        'rule-change-approved',
        to,
        RULE_EMAIL_SUBJECTS.approved(decision.version),
        [
          `${decision.approverName} has approved your proposed change to the straight-through decision rules. It is in force now as version ${decision.version}.`,
          rulesPage,
        ],
        now,
      );
    },

    /** To the proposer when a colleague declined it (a withdrawal tells nobody). */
    async declined(
      tx: Executor,
      decision: { proposerId: string; deciderName: string; reason: string },
      now: Date,
    ) {
      const to = await addresseeOf(tx, decision.proposerId);
      if (!to) return;
      await send(
        tx,
        'rule-change-declined',
        to,
        RULE_EMAIL_SUBJECTS.declined,
        [
          `${decision.deciderName} has declined your proposed change to the straight-through decision rules. The version in force stays as it was.`,
          `Reason: ${decision.reason}`,
          'You can propose a change again from the version in force on the decision rules page:',
          rulesPage,
        ],
        now,
      );
    },
  };
}
