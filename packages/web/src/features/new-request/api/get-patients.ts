import { type PolicyholderPatient, policyholderPatientSchema } from '@preauth/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

const patientsSchema = z.array(policyholderPatientSchema);

export function getPatients({ signal }: { signal?: AbortSignal } = {}): Promise<
  PolicyholderPatient[]
> {
  return api.get('/policyholders/patients', patientsSchema, { signal });
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
