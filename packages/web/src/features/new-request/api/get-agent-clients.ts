import { type PolicyholderInfo, type PolicyholderPatient, contracts } from '@preauth/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export function getAgentClients({ signal }: { signal?: AbortSignal } = {}): Promise<
  PolicyholderInfo[]
> {
  return callApi(contracts.listAgentClients, { signal });
}

export const getAgentClientsQueryOptions = () =>
  queryOptions({
    queryKey: ['agents', 'clients'],
    queryFn: ({ signal }) => getAgentClients({ signal }),
  });

/** The insurance agent's clients: the policyholders with a policy it serves (NRIC masked). */
export function useAgentClients() {
  return useQuery(getAgentClientsQueryOptions());
}

export function getAgentClientPatients(
  policyHolderId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PolicyholderPatient[]> {
  return callApi(contracts.listAgentClientPatients, { params: { policyHolderId }, signal });
}

export const getAgentClientPatientsQueryOptions = (policyHolderId: string) =>
  queryOptions({
    queryKey: ['agents', 'clients', policyHolderId, 'patients'],
    queryFn: ({ signal }) => getAgentClientPatients(policyHolderId, { signal }),
  });

/** A client's patients, each with only the policies the agent serves. */
export function useAgentClientPatients(policyHolderId: string) {
  return useQuery(getAgentClientPatientsQueryOptions(policyHolderId));
}
