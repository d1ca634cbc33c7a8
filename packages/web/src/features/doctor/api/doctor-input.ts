import { type DoctorSubmission, type SaveDoctorDraftBody, contracts } from '@preauth/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** The doctor's reads, by request: the session params and the saved draft (001 §3, §7). */
export const doctorInputKeys = {
  params: (paId: string) => ['doctor-input', paId, 'params'] as const,
  draft: (paId: string) => ['doctor-input', paId, 'draft'] as const,
};

/** A 401 (the link session ended) is the doctor screens' to handle: back to verification. */
const meta = { handlesSessionEnd: true };

export function useDoctorParams(paId: string, bearerToken: string) {
  return useQuery({
    queryKey: doctorInputKeys.params(paId),
    queryFn: ({ signal }) =>
      callApi(contracts.getDoctorParams, { params: { paId }, bearerToken, signal }),
    meta,
  });
}

/** The draft is read when the form opens (never an old copy: another tab may have saved since). */
export function useDoctorDraft(paId: string, bearerToken: string) {
  return useQuery({
    queryKey: doctorInputKeys.draft(paId),
    queryFn: ({ signal }) =>
      callApi(contracts.getDoctorDraft, { params: { paId }, bearerToken, signal }),
    staleTime: 0,
    gcTime: 0,
    meta,
  });
}

/** Saves the draft; a save from a version older than the stored one is refused with 409. */
export function useSaveDoctorDraft(bearerToken: string) {
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: SaveDoctorDraftBody; idempotencyKey: string }) =>
      callApi(contracts.saveDoctorDraft, {
        body,
        bearerToken,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    meta: { ...meta, explainsConflicts: true },
  });
}

export function useSubmitDoctorInput(bearerToken: string) {
  return useMutation({
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
    meta,
  });
}
