import { type CaseAuditPage, type CaseAuditQuery, contracts } from '@preauth/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { nextAuditOffset } from '../lib/case-audit-pages';

/** `GET /api/adjudication/cases/{paId}/audit`: a page of the case's audit, newest first. */
export function getCaseAudit(
  paId: string,
  query: CaseAuditQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<CaseAuditPage> {
  return callApi(contracts.listCaseAudit, { params: { paId }, query, signal });
}

/**
 * The case's audit page by page: the first is the case view's own (`firstPage`, not read again),
 * the older ones read on `fetchNextPage`. Keyed by the first page's total, so a case read again
 * (an opening adds an entry) starts over from its new first page; outside `['adjudication']`, so
 * a decision or a hold that refreshes the case does not read every page again as well.
 */
export function useCaseAudit(paId: string, firstPage: CaseAuditPage) {
  return useInfiniteQuery({
    queryKey: ['case-audit', paId, firstPage.total],
    queryFn: ({ pageParam, signal }) => getCaseAudit(paId, { offset: pageParam }, { signal }),
    initialPageParam: 0,
    initialData: { pages: [firstPage], pageParams: [0] },
    getNextPageParam: nextAuditOffset,
    // The first page is the case's; the older ones do not change but by growing at the top.
    staleTime: Infinity,
  });
}
