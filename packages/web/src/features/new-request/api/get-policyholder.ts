import { type PolicyholderInfo, contracts } from '@preauth/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export function getPolicyholder({
  signal,
}: { signal?: AbortSignal } = {}): Promise<PolicyholderInfo> {
  return callApi(contracts.getOwnPolicyholder, { signal });
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
