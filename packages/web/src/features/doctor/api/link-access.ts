import {
  LINK_TOKEN_HEADER,
  type LinkIdentityBody,
  QUERY_POLICY,
  contracts,
  linkRoleContracts,
} from '@preauth/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import type { LinkAddress } from '../lib/link-session';

const doctorLink = linkRoleContracts.doctor;

/**
 * The link check on opening (001 §2, §7): retried once, then any failure means "expired or
 * invalid". Never cached: an old answer must not stand for a link revoked since.
 */
export function useDoctorLinkCheck(address: LinkAddress, token: string | null) {
  return useQuery({
    queryKey: ['doctor-link-check', address.insurerCode, address.erefNo, token],
    queryFn: ({ signal }) =>
      callApi(doctorLink.check, {
        params: address,
        headers: { [LINK_TOKEN_HEADER]: token ?? '' },
        signal,
      }),
    enabled: token !== null,
    retry: QUERY_POLICY.linkCheckRetries,
    staleTime: 0,
    gcTime: 0,
    // The screen says the link is expired or invalid in place of the form.
    meta: { handlesSessionEnd: true },
  });
}

/** The patient identity check; it opens a link session and emails the PIN. */
export function useVerifyDoctorIdentity(address: LinkAddress) {
  return useMutation({
    mutationFn: (body: LinkIdentityBody<'doctor'>) =>
      callApi(doctorLink.verify, { params: address, body }),
    meta: { handlesSessionEnd: true },
  });
}

/** The emailed PIN's check, with the session the identity check opened. */
export function useVerifyDoctorPin() {
  return useMutation({
    mutationFn: ({ otp, bearerToken }: { otp: string; bearerToken: string }) =>
      callApi(contracts.verifyLinkPin, { body: { authMethod: 'email', otp }, bearerToken }),
    meta: { handlesSessionEnd: true },
  });
}

/** Another PIN, voiding the earlier one. */
export function useResendDoctorPin() {
  return useMutation({
    mutationFn: (bearerToken: string) =>
      callApi(contracts.resendLinkPin, { body: { authMethod: 'email' }, bearerToken }),
    meta: { handlesSessionEnd: true },
  });
}
