import { type StatusOption, statusOptionSchema } from '@preauth/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

/** `GET /api/statuses`: the options of the list's status filter. */
export function getStatuses({ signal }: { signal?: AbortSignal } = {}): Promise<StatusOption[]> {
  return api.get('/statuses', z.array(statusOptionSchema), { signal });
}

export const getStatusesQueryOptions = () =>
  queryOptions({
    queryKey: ['statuses'],
    queryFn: ({ signal }) => getStatuses({ signal }),
  });

export function useStatuses() {
  return useQuery(getStatusesQueryOptions());
}
