import { caseParamsSchema, contracts } from '@preauth/shared';
import { useParams } from 'react-router';
import { LoadError } from '../../../components/errors/load-error';
import { NotFound } from '../../../components/screens/not-found';
import { RequireCallers } from '../../../components/screens/require-callers';
import { PageLoading } from '../../../components/ui/page-loading';
import { isApiError } from '../../../lib/api-error';
import { useAdjudicationCase } from '../api/get-case';
import { CaseScreen } from '../components/case/case-screen';

/**
 * /adjudication/cases/{id}: a case of the adjudicator's insurer. An id that cannot name a request
 * is not found without asking; one the server does not find for this insurer (404) is not found
 * either; any other failure says so, with a way to try again.
 */
export function CaseRoute() {
  const { id = '' } = useParams();
  const valid = caseParamsSchema.safeParse({ paId: id }).success;
  return (
    <RequireCallers contract={contracts.getAdjudicationCase}>
      {valid ? <CaseLoader paId={id} /> : <NotFound />}
    </RequireCallers>
  );
}

function CaseLoader({ paId }: { paId: string }) {
  const view = useAdjudicationCase(paId);
  if (view.isPending) return <PageLoading label="Loading the case…" />;
  if (view.isError) {
    if (isApiError(view.error) && view.error.status === 404) return <NotFound />;
    return <LoadError error={view.error} onRetry={() => void view.refetch()} wholeScreen />;
  }
  return <CaseScreen view={view.data} />;
}
