import { zodResolver } from '@hookform/resolvers/zod';
import {
  type DeclineRuleProposalBody,
  declineRuleProposalBodySchema,
  type DecisionRuleVersion,
  displaySingaporeDateTime,
  RULE_PROPOSAL_LIMITS,
  RULE_PROPOSAL_MESSAGES,
  type RuleProposal,
} from '@preauth/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Field } from '../../../../components/form/field';
import { Button } from '../../../../components/ui/button';
import { ReviewSection } from '../../../../components/ui/detail-list';
import { isApiError } from '../../../../lib/api-error';
import { errorMessage } from '../../../../lib/error-message';
import { applyFieldIssues } from '../../../../lib/form-issues';
import { randomUuid } from '../../../../lib/random-uuid';
import { useApproveRuleProposal, useDeclineRuleProposal } from '../../api/decision-rules';
import { RuleDiff } from './rule-diff';
import { useSubmitOnce } from '../../../../components/form/use-submit-once';

export const PROPOSAL_TEXTS = {
  title: 'Proposed change',
  approve: 'Approve and put in force',
  decline: 'Decline',
  declineReason: 'Reason for declining',
} as const;

/**
 * The proposal waiting for approval, beside the version in force: who proposed it and when, what
 * it changes rule by rule, and for another adjudicator Approve (the new version is in force at
 * once) or Decline with a reason; its proposer reads that another adjudicator must approve it.
 * Each action is sent once (one Idempotency-Key per proposal shown); a refusal is said here.
 */
export function RulesProposal({
  proposal,
  current,
}: {
  proposal: RuleProposal;
  current: DecisionRuleVersion | null;
}) {
  const approve = useApproveRuleProposal();
  const decline = useDeclineRuleProposal();
  const [idempotencyKey] = useState(randomUuid);
  const [declining, setDeclining] = useState(false);
  const form = useForm<DeclineRuleProposalBody>({
    resolver: zodResolver(declineRuleProposalBodySchema),
    mode: 'onTouched',
    defaultValues: { reason: '' },
  });
  const sendDecline = useSubmitOnce(form, async (body) => {
    await decline
      .mutateAsync({ proposalId: proposal.id, body, idempotencyKey })
      .catch((error: unknown) => {
        if (isApiError(error)) applyFieldIssues(error.body?.issues, ['reason'], form.setError);
      });
  });
  const failed = approve.error ?? decline.error;

  return (
    <ReviewSection id="rules-proposal" title={PROPOSAL_TEXTS.title}>
      <p>
        {proposal.proposedByYou ? 'You' : (proposal.proposedBy ?? 'An adjudicator')} proposed a new
        version on {displaySingaporeDateTime(new Date(proposal.proposedAt))}, edited from version{' '}
        {proposal.basedOnVersion}. It is not in force until another adjudicator approves it.
      </p>
      <RuleDiff before={current} after={proposal} />
      {/* The server's refusal of its own approval, said before it is tried. */}
      {proposal.proposedByYou && (
        <p id="rules-proposal-own" className="alert alert--warning">
          {RULE_PROPOSAL_MESSAGES.ownProposal}
        </p>
      )}
      <div className="screen-actions">
        {/* Shown to its proposer too, disabled, so the four eyes are plain to see. */}
        <Button
          onClick={() => approve.mutateAsync({ proposalId: proposal.id, idempotencyKey })}
          isLoading={approve.isPending}
          disabled={proposal.proposedByYou || decline.isPending}
          aria-describedby={proposal.proposedByYou ? 'rules-proposal-own' : undefined}
        >
          {PROPOSAL_TEXTS.approve}
        </Button>
        {!declining && (
          <Button variant="outline" onClick={() => setDeclining(true)} disabled={approve.isPending}>
            {PROPOSAL_TEXTS.decline}
          </Button>
        )}
      </div>
      {declining && (
        <form className="form" onSubmit={sendDecline} noValidate aria-label="Decline the change">
          <Field
            control={form.control}
            type="textarea"
            name="reason"
            label={PROPOSAL_TEXTS.declineReason}
            maxLength={RULE_PROPOSAL_LIMITS.declineReason}
          />
          <div className="screen-actions">
            <Button type="submit" variant="outline" isLoading={decline.isPending}>
              {PROPOSAL_TEXTS.decline}
            </Button>
            <Button variant="outline" onClick={() => setDeclining(false)}>
              Cancel
            </Button>
          </div>
        </form>
      )}
      {failed && (
        <p className="alert alert--error" role="alert">
          {errorMessage(failed, 'write')}
        </p>
      )}
    </ReviewSection>
  );
}
