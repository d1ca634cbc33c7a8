import { type PolicyholderInfo, policyholderInfoSchema } from '@preauth/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getPolicyholder({
  signal,
}: { signal?: AbortSignal } = {}): Promise<PolicyholderInfo> {
  return api.get('/policyholders/me', policyholderInfoSchema, { signal });
}

export const getPolicyholderQueryOptions = () =>
  queryOptions({
    queryKey: ['policyholders', 'me'],
    queryFn: ({ signal }) => getPolicyholder({ signal }),
  });

/** The logged-in policyholder's details (NRIC masked). */
export function usePolicyholder() {
  return useQuery(getPolicyholderQueryOptions());
}
