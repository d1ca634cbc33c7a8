import type { RequestDetail } from '@preauth/shared';
import type { ReactNode } from 'react';
import { LoadError } from '../errors/load-error';
import { NotFound } from '../screens/not-found';
import { PageLoading } from '../ui/page-loading';
import { isApiError } from '../../lib/api-error';
import { useRequestDetail } from '../../lib/request-detail';

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
    return <LoadError error={detail.error} onRetry={() => void detail.refetch()} wholeScreen />;
  }
  return children(detail.data);
}
