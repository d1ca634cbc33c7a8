import {
  type LoginResponse,
  type GetAuthorizeBody,
  type GetAuthorizeResponse,
  OTP_POLICY,
  type PinAuthMethod,
  QUERY_POLICY,
  type RemoteAuthenticationBody,
  type RemoteAuthorisationResponse,
  type SendAuthorisationPinBody,
  type SubmitAuthorisationBody,
  type VerifyAuthorisationPinBody,
  contracts,
} from '@preauth/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { explainedInPlace, isRefusal } from '../../../lib/explained-refusal';
import { clearErrorNotices } from '../../../lib/notify';
import { setRemoteAuthenticationRequired } from '../../../lib/session-storage';

/** The authorisation methods of the user's insurer for policyholders (000 §2.8). */
export function useAuthModes() {
  return useQuery({
    queryKey: ['auth-modes', 'policy-holder'],
    queryFn: ({ signal }) =>
      callApi(contracts.listAuthModes, { query: { userType: 'policy-holder' }, signal }),
  });
}

/** A PIN by email or SMS for one request, to the policyholder `userId`. */
export function useSendAuthorisationPin() {
  return useMutation({
    mutationFn: ({ userId, body }: { userId: string; body: SendAuthorisationPinBody }) =>
      callApi(contracts.sendAuthorisationPin, { params: { userId }, body }),
  });
}

/**
 * The PIN sent by `authMethod` for the request, read again while its message is being sent, so
 * the PIN screen can say when it could not be (issue 25).
 */
export function useAuthorisationPin(paId: string, authMethod: PinAuthMethod, sentAt: number) {
  return useQuery({
    queryKey: ['authorisation-pin', paId, authMethod, sentAt],
    queryFn: ({ signal }) =>
      callApi(contracts.getAuthorisationPin, { params: { paId }, query: { authMethod }, signal }),
    refetchInterval: (query) =>
      query.state.data?.delivery === 'sending' ? OTP_POLICY.deliveryPollMs : false,
    staleTime: 0,
  });
}

/** The PIN's check; a refusal is answered for the PIN screen to show once (`explainedInPlace`). */
export function useVerifyAuthorisationPin() {
  return useMutation({
    mutationFn: (body: VerifyAuthorisationPinBody) =>
      explainedInPlace(
        callApi(contracts.verifyAuthorisationPin, { params: { paId: body.paId }, body }),
      ),
  });
}

/**
 * The logged-in policyholder's REM password for one request; a refusal (wrong, with the tries
 * left, or locked) is answered for the screen to show once (`explainedInPlace`).
 */
export function useRemoteAuthoriseRequest() {
  return useMutation({
    mutationFn: ({ paId, body }: { paId: string; body: RemoteAuthenticationBody }) =>
      explainedInPlace<RemoteAuthorisationResponse>(
        callApi(contracts.remoteAuthoriseRequest, { params: { paId }, body }),
      ),
  });
}

/**
 * The declaration's submit. Once it has succeeded every cached query is marked stale (000 §4: a
 * write "invalidates cached data"), to be read again when next shown.
 */
export function useSubmitAuthorisation() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { explainsConflicts: true },
    mutationFn: ({
      body,
      idempotencyKey,
    }: {
      body: SubmitAuthorisationBody;
      /** One per screen visit: a double click or a retry submits once. */
      idempotencyKey: string;
    }) =>
      callApi(contracts.submitAuthorisation, {
        params: { paId: body.paId },
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSuccess: () => queryClient.invalidateQueries({ refetchType: 'none' }),
  });
}

/** Starts a Singpass login for the request: where to send the browser. */
export function useDigitalIdentityState() {
  return useMutation({
    mutationFn: (query: { insurerCode: string; paId: string }) =>
      callApi(contracts.getDigitalIdentityState, { query }),
  });
}

/**
 * The Singpass callback's code and state, exchanged once: a code cannot be used twice, so the
 * call is not retried, and the answer is kept while the screen is open (React's double effects in
 * development ask once).
 */
export function useSingpassAuthorize(
  query: { code: string; state: string; iss?: string | undefined } | null,
) {
  return useQuery({
    queryKey: ['singpass-authorize', query?.state, query?.code],
    queryFn: ({ signal }) => callApi(contracts.singpassAuthorize, { query: query!, signal }),
    enabled: query !== null,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
}

/**
 * The remote authoriser's emailed link check (`/verify?payload=`), retried once like the other
 * links' checks; never cached, as an old answer must not stand for a link revoked since.
 */
export function useVerifyPayload(payload: string | null) {
  return useQuery({
    queryKey: ['policyholder-verification', payload],
    queryFn: ({ signal }) =>
      callApi(contracts.verifyPolicyholderPayload, { body: { payload: payload! }, signal }),
    enabled: payload !== null,
    retry: QUERY_POLICY.linkCheckRetries,
    staleTime: 0,
    gcTime: 0,
    // The link's check, not the portal session's: a refusal ends no login.
    meta: { handlesSessionEnd: true },
  });
}

/**
 * The verification page's identity check. It opens a session for the one request, kept exactly as
 * a login's (`startSession`, which the app passes down from the auth feature); the cache is emptied
 * first, as a login does, so nothing of an earlier user is shown.
 */
export function useGetAuthorize(startSession: (answer: GetAuthorizeResponse) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GetAuthorizeBody) =>
      explainedInPlace(callApi(contracts.getAuthorize, { body })),
    onSuccess: (answer) => {
      if (isRefusal(answer)) return;
      queryClient.removeQueries();
      clearErrorNotices();
      // Before the session is kept: keeping it offers it to the other tabs with this mark.
      setRemoteAuthenticationRequired(answer.remoteAuthenticationRequired);
      startSession(answer);
    },
  });
}

/**
 * The remote-authentication check. A pass answers a new token for the verified session (record
 * 081), kept in place of the one the identity check gave (`startSession`, as for that check).
 */
export function useRemoteAuthenticate(startSession: (answer: LoginResponse) => void) {
  return useMutation({
    mutationFn: (body: RemoteAuthenticationBody) =>
      explainedInPlace(callApi(contracts.remoteAuthenticate, { body })),
    onSuccess: (answer) => {
      if (isRefusal(answer)) return;
      setRemoteAuthenticationRequired(false);
      startSession(answer);
    },
  });
}
