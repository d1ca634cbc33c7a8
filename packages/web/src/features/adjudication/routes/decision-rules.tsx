import { LoadError } from '../../../components/errors/load-error';
import { PageHeading } from '../../../components/layouts/page-heading';
import { NotFound } from '../../../components/screens/not-found';
import { PageLoading } from '../../../components/ui/page-loading';
import { useCurrentUser } from '../../../lib/current-user';
import { useDecisionRules } from '../api/decision-rules';
import { RulesForm } from '../components/rules/rules-form';
import { RulesVersion } from '../components/rules/rules-version';
import './decision-rules.css';

/**
 * /adjudication/decision-rules: the insurer's straight-through rules (issue 14), the version in
 * force and the set to edit, preview and save as the next version. Only the insurer's
 * adjudicators have them. Once read, the page stays (with what was typed) even if reading the
 * rules again fails.
 */
export function DecisionRulesRoute() {
  const user = useCurrentUser();
  if (user.userType !== 'insurer-adjudicator') return <NotFound />;
  return <DecisionRulesPage />;
}

function DecisionRulesPage() {
  const rules = useDecisionRules();
  if (rules.data) {
    return (
      <section className="decision-rules" aria-labelledby="rules-title">
        <PageHeading id="rules-title" title="Decision rules" />
        <p>
          A request that reaches Processing is checked against these rules; while straight-through
          approval is on, one that meets every rule is approved at once, without an adjudicator.
        </p>
        <RulesVersion current={rules.data.current} />
        <RulesForm current={rules.data.current} />
      </section>
    );
  }
  if (rules.isError) {
    return <LoadError error={rules.error} onRetry={() => void rules.refetch()} wholeScreen />;
  }
  return <PageLoading label="Loading the decision rules…" />;
}
