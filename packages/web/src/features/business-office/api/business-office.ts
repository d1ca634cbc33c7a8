import { type BusinessOfficeSubmission, contracts } from '@preauth/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** A 401 (the link session ended) is the office's screens' to handle: back to verification. */
const meta = { handlesSessionEnd: true };

/** The office's data (001 §3): the request as its input screen shows it, the doctor's fees. */
export function useBusinessOfficeParams(paId: string, bearerToken: string) {
  return useQuery({
    queryKey: ['business-office', paId, 'params'],
    queryFn: ({ signal }) =>
      callApi(contracts.getBusinessOfficeParams, { params: { paId }, bearerToken, signal }),
    meta,
  });
}

/** The office's fees (001 §3, §7): the request goes to the insurer. */
export function useSubmitBusinessOffice(bearerToken: string) {
  return useMutation({
    mutationFn: ({
      insurerCode,
      paId,
      body,
      idempotencyKey,
    }: {
      insurerCode: string;
      paId: string;
      body: BusinessOfficeSubmission;
      idempotencyKey: string;
    }) =>
      callApi(contracts.submitBusinessOfficeInput, {
        params: { insurerCode, paId },
        body,
        bearerToken,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    meta,
  });
}
