import { type RequestTotalItem, requestTotalItemSchema } from '@preauth/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

/** `GET /api/requests/totals`: how many requests each patient has. */
export function getRequestTotals({ signal }: { signal?: AbortSignal } = {}): Promise<
  RequestTotalItem[]
> {
  return api.get('/requests/totals', z.array(requestTotalItemSchema), { signal });
}

export const getRequestTotalsQueryOptions = () =>
  queryOptions({
    queryKey: ['requests', 'totals'],
    queryFn: ({ signal }) => getRequestTotals({ signal }),
  });

export function useRequestTotals() {
  return useQuery(getRequestTotalsQueryOptions());
}
