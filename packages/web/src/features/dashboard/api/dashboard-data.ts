import type { StartScreenData } from '../../../lib/screen-data';
import { hasRequestsDashboard } from '../lib/dashboard-users';
import { listQuery, readListView } from '../lib/list-view';
import { getRequestTotalsQueryOptions } from './get-request-totals';
import { getRequestsQueryOptions } from './get-requests';

/** The dashboard's first calls: the totals per patient and the list's page in the address. */
export const startDashboardData: StartScreenData = (queryClient, { userType, searchParams }) => {
  if (!hasRequestsDashboard(userType)) return;
  void queryClient.prefetchQuery(getRequestTotalsQueryOptions());
  void queryClient.prefetchQuery(getRequestsQueryOptions(listQuery(readListView(searchParams))));
};
