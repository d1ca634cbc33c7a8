import { LoadError } from '../../../components/errors/load-error';
import { PageHeading } from '../../../components/layouts/page-heading';
import { RequireCallers } from '../../../components/screens/require-callers';
import { PageLoading } from '../../../components/ui/page-loading';
import { useDecisionRules } from '../api/decision-rules';
import { contracts, type DecisionRuleVersion } from '@preauth/shared';
import { useState } from 'react';
import { RulesForm } from '../components/rules/rules-form';
import { RulesHistory } from '../components/rules/rules-history';
import { RulesProposal } from '../components/rules/rules-proposal';
import { RulesVersion } from '../components/rules/rules-version';
import './decision-rules.css';

/**
 * /adjudication/decision-rules: the insurer's straight-through rules (issue 14), changed under four
 * eyes (issue 22): the version in force, the proposal waiting beside it for another adjudicator's
 * approval, the set to edit, preview and propose, and the history. Only the insurer's
 * adjudicators have them. Once read, the page stays (with what was typed) even if reading the
 * rules again fails.
 */
export function DecisionRulesRoute() {
  return (
    <RequireCallers contract={contracts.getDecisionRules}>
      <DecisionRulesPage />
    </RequireCallers>
  );
}

function DecisionRulesPage() {
  const rules = useDecisionRules();
  // An older version proposed again; each time a new editor (the key) starts from its rules.
  const [again, setAgain] = useState<{ version: DecisionRuleVersion; times: number } | null>(null);
  if (rules.data) {
    const { current, versions, pending, declined } = rules.data;
    return (
      <section className="decision-rules" aria-labelledby="rules-title">
        <PageHeading id="rules-title" title="Decision rules" />
        <p>
          A request that reaches Processing is checked against these rules; while straight-through
          approval is on, one that meets every rule is approved at once, without an adjudicator.
        </p>
        <div className="decision-rules__side-by-side">
          <RulesVersion current={current} />
          {pending && <RulesProposal key={pending.id} proposal={pending} current={current} />}
        </div>
        <RulesForm key={again?.times ?? 0} current={current} draft={again?.version ?? null} />
        <RulesHistory
          versions={versions}
          declined={declined}
          onProposeAgain={(version) =>
            setAgain((before) => ({ version, times: (before?.times ?? 0) + 1 }))
          }
        />
      </section>
    );
  }
  if (rules.isError) {
    return <LoadError error={rules.error} onRetry={() => void rules.refetch()} wholeScreen />;
  }
  return <PageLoading label="Loading the decision rules…" />;
}
