import {
  caseParamsSchema,
  contracts,
  DECISION_OUTCOMES,
  type DecisionOutcome,
} from '@preauth/shared';
import { useParams } from 'react-router';
import { LoadError } from '../../../components/errors/load-error';
import { NotFound } from '../../../components/screens/not-found';
import { RequireCallers } from '../../../components/screens/require-callers';
import { PageLoading } from '../../../components/ui/page-loading';
import { isApiError } from '../../../lib/api-error';
import { useAdjudicationCase } from '../api/get-case';
import { DecisionPage } from '../components/decision/decision-page';

const isDecision = (value: string): value is DecisionOutcome =>
  (DECISION_OUTCOMES as readonly string[]).includes(value);

/**
 * `/adjudication/cases/{paId}/{decision}`: approve, reject or request-amendment. Any other
 * decision, an id that cannot name a request, or a case the insurer does not have (404), is not
 * found; another failure to read the case says so, with a way to try again.
 */
export function DecisionRoute() {
  const { id = '', decision = '' } = useParams();
  const valid = isDecision(decision) && caseParamsSchema.safeParse({ paId: id }).success;
  return (
    <RequireCallers contract={contracts.getAdjudicationCase}>
      {valid ? <DecisionCase paId={id} decision={decision} /> : <NotFound />}
    </RequireCallers>
  );
}

function DecisionCase({ paId, decision }: { paId: string; decision: DecisionOutcome }) {
  const view = useAdjudicationCase(paId);
  // Once read, the page stays (with what was typed) even if reading it again fails.
  if (view.data) {
    // A new key per decision: its form starts afresh on another decision's page.
    return <DecisionPage key={decision} decision={decision} view={view.data} />;
  }
  if (view.isError) {
    if (isApiError(view.error) && view.error.status === 404) return <NotFound />;
    return <LoadError error={view.error} onRetry={() => void view.refetch()} wholeScreen />;
  }
  return <PageLoading label="Loading the case…" />;
}
