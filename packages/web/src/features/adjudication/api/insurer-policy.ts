import {
  contracts,
  insurerContactSchema,
  insurerPolicySchema,
  type InsurerPolicy,
} from '@preauth/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { callApi } from '../../../lib/api-client';

const CONTACT_FIELDS = ['name', 'phone', 'email', 'hours'] as const;
type ContactValues = Record<(typeof CONTACT_FIELDS)[number], string>;
const NO_CONTACT: ContactValues = { name: '', phone: '', email: '', hours: '' };

const isBlank = (contact: ContactValues | null) =>
  !contact || CONTACT_FIELDS.every((key) => !contact[key].trim());

/**
 * The policy form: the shared policy schema (each setting's bounds and messages), the contact's
 * four fields left empty meaning no contact (the emails then name the insurer).
 */
export const policyFormSchema = insurerPolicySchema.extend({
  // A transform piped into the schema rather than z.preprocess: the same check, without adding
  // zod's preprocess class to the zod chunk every page (the login page's budget) loads.
  contact: z
    .custom<ContactValues | null>()
    .transform((contact) => (isBlank(contact) ? null : contact))
    .pipe(insurerContactSchema.nullable()),
});
export type PolicyFormValues = z.input<typeof policyFormSchema>;

/** The form's values for a stored policy: a null contact as four empty fields. */
export const policyFormValues = (policy: InsurerPolicy): PolicyFormValues => ({
  ...policy,
  contact: policy.contact ?? NO_CONTACT,
});

export const insurerPolicyQueryOptions = () =>
  queryOptions({
    queryKey: ['adjudication', 'policy'],
    queryFn: ({ signal }) => callApi(contracts.getInsurerPolicy, { signal }),
  });

export function useInsurerPolicy() {
  return useQuery(insurerPolicyQueryOptions());
}

/**
 * `PUT /api/adjudication/policy`. Once saved, the rest of the console is marked stale: its clocks
 * and caps come from the policy.
 */
export function useSaveInsurerPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InsurerPolicy) => callApi(contracts.putInsurerPolicy, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(insurerPolicyQueryOptions().queryKey, saved);
      return queryClient.invalidateQueries({ queryKey: ['adjudication'] });
    },
  });
}
