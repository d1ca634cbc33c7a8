import { type DoctorSubmission, type SaveDoctorDraftBody, contracts } from '@preauth/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { sessionEndMeta } from '../lib/doctor-way-in';

/**
 * The doctor's calls, by request: the session params, the saved draft, its save and the submit
 * (001 §3, §7), with the link session's token, or none under the login (record 084).
 */
export const doctorInputKeys = {
  params: (paId: string) => ['doctor-input', paId, 'params'] as const,
  draft: (paId: string) => ['doctor-input', paId, 'draft'] as const,
};

export function useDoctorParams(paId: string, bearerToken: string | undefined) {
  return useQuery({
    queryKey: doctorInputKeys.params(paId),
    queryFn: ({ signal }) =>
      callApi(contracts.getDoctorParams, { params: { paId }, bearerToken, signal }),
    meta: sessionEndMeta(bearerToken),
  });
}

/** The draft is read when the form opens (never an old copy: another tab may have saved since). */
export function useDoctorDraft(paId: string, bearerToken: string | undefined) {
  return useQuery({
    queryKey: doctorInputKeys.draft(paId),
    queryFn: ({ signal }) =>
      callApi(contracts.getDoctorDraft, { params: { paId }, bearerToken, signal }),
    staleTime: 0,
    gcTime: 0,
    meta: sessionEndMeta(bearerToken),
  });
}

/** Saves the draft; a save from a version older than the stored one is refused with 409. */
export function useSaveDoctorDraft(bearerToken: string | undefined) {
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: SaveDoctorDraftBody; idempotencyKey: string }) =>
      callApi(contracts.saveDoctorDraft, {
        body,
        bearerToken,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    meta: { ...sessionEndMeta(bearerToken), explainsConflicts: true },
  });
}

/**
 * The submit. Once it has succeeded every cached query is marked stale (000 §4: a write
 * "invalidates cached data"): the logged-in doctor's home shows the request moved on.
 */
export function useSubmitDoctorInput(bearerToken: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    onSuccess: () => queryClient.invalidateQueries({ refetchType: 'none' }),
    mutationFn: ({
      insurerCode,
      body,
      idempotencyKey,
    }: {
      insurerCode: string;
      body: DoctorSubmission;
      idempotencyKey: string;
    }) =>
      callApi(contracts.submitDoctorInput, {
        params: { insurerCode, paId: body.paId },
        body,
        bearerToken,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    meta: sessionEndMeta(bearerToken),
  });
}
