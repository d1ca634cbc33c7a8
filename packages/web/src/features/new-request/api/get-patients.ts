import { type PolicyholderPatient, contracts } from '@preauth/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export function getPatients({ signal }: { signal?: AbortSignal } = {}): Promise<
  PolicyholderPatient[]
> {
  return callApi(contracts.listOwnPatients, { signal });
}

export const getPatientsQueryOptions = () =>
  queryOptions({
    queryKey: ['policyholders', 'patients'],
    queryFn: ({ signal }) => getPatients({ signal }),
  });

/** The policyholder's insured patients with their policies, riders and consultants. */
export function usePatients() {
  return useQuery(getPatientsQueryOptions());
}
