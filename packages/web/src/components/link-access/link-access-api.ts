import {
  LINK_TOKEN_HEADER,
  OTP_POLICY,
  type LinkIdentityBody,
  QUERY_POLICY,
  contracts,
  linkRoleContracts,
} from '@preauth/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';
import { explainedInPlace } from '../../lib/explained-refusal';
import type { LinkAddress } from '../../lib/link-session';

/** The link screens handle a refused or ended link session themselves (never a portal logout). */
const meta = { handlesSessionEnd: true };

/**
 * The link check on opening (001 §2, §7): retried once, then any failure means "expired or
 * invalid". Never cached: an old answer must not stand for a link revoked since.
 */
export function useLinkCheck(address: LinkAddress, token: string | null) {
  const { role, insurerCode, erefNo } = address;
  return useQuery({
    queryKey: ['link-check', role, insurerCode, erefNo, token],
    queryFn: ({ signal }) =>
      callApi(linkRoleContracts[role].check, {
        params: { insurerCode, erefNo },
        headers: { [LINK_TOKEN_HEADER]: token ?? '' },
        signal,
      }),
    enabled: token !== null,
    retry: QUERY_POLICY.linkCheckRetries,
    staleTime: 0,
    gcTime: 0,
    // The screen says the link is expired or invalid in place of the form.
    meta,
  });
}

/**
 * The identity check of the link's role; it opens a link session and emails the PIN (or keeps
 * the one already sent). A refusal is answered for the form to show (`explainedInPlace`).
 */
export function useVerifyLinkIdentity(address: LinkAddress) {
  const { role, insurerCode, erefNo } = address;
  return useMutation({
    mutationFn: (body: LinkIdentityBody<typeof role>) =>
      explainedInPlace(
        callApi(linkRoleContracts[role].verify, {
          params: { insurerCode, erefNo },
          body: body as never,
        }),
      ),
    meta,
  });
}

/** The emailed PIN's check, with the session the identity check opened; a refusal is answered. */
export function useVerifyLinkPin() {
  return useMutation({
    mutationFn: ({ otp, bearerToken }: { otp: string; bearerToken: string }) =>
      explainedInPlace(
        callApi(contracts.verifyLinkPin, { body: { authMethod: 'email', otp }, bearerToken }),
      ),
    meta,
  });
}

/**
 * The session's PIN as the server knows it: read again while its email is being sent, so the
 * screen can say when it could not be (issue 25).
 */
export function useLinkPin(bearerToken: string, sentAt: number) {
  return useQuery({
    queryKey: ['link-pin', bearerToken, sentAt],
    queryFn: ({ signal }) => callApi(contracts.getLinkPin, { bearerToken, signal }),
    refetchInterval: (query) =>
      query.state.data?.delivery === 'sending' ? OTP_POLICY.deliveryPollMs : false,
    staleTime: 0,
    meta,
  });
}

/**
 * Another PIN, voiding the earlier one, or within the resend gap the one already sent; a refusal
 * is answered.
 */
export function useResendLinkPin() {
  return useMutation({
    mutationFn: (bearerToken: string) =>
      explainedInPlace(
        callApi(contracts.resendLinkPin, { body: { authMethod: 'email' }, bearerToken }),
      ),
    meta,
  });
}
