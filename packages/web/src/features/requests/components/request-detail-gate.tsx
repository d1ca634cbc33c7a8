import type { RequestDetail } from '@preauth/shared';
import type { ReactNode } from 'react';
import { ErrorFallback } from '../../../components/errors/error-fallback';
import { NotFound } from '../../../components/screens/not-found';
import { Button } from '../../../components/ui/button';
import { PageLoading } from '../../../components/ui/page-loading';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { useRequestDetail } from '../api/get-request-detail';

/**
 * Loads the request and renders `children` with it. A request that is not the user's (or not
 * there) is not found; any other failure says so, with a way to try again. The error
 * notification itself comes from the query layer.
 */
export function RequestDetailGate({
  paId,
  children,
}: {
  paId: string;
  children: (detail: RequestDetail) => ReactNode;
}) {
  const detail = useRequestDetail(paId);

  if (detail.isPending) return <PageLoading label="Loading the request…" />;
  if (detail.isError) {
    if (isApiError(detail.error) && detail.error.status === 404) return <NotFound />;
    return (
      <>
        <ErrorFallback error={errorMessage(detail.error, 'read')} />
        <p className="error-fallback">
          <Button variant="outline" onClick={() => void detail.refetch()}>
            Try again
          </Button>
        </p>
      </>
    );
  }
  return children(detail.data);
}
